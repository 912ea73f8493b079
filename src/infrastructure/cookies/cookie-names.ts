/** The session token cookie (SPEC §4 Session). */
export const SESSION_TOKEN_COOKIE = 'token';
