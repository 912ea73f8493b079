/** Where the session token lives (SPEC §4 Session: a cookie after sign-in). */
export interface SessionTokenPort {
  read(): string | undefined;
}
