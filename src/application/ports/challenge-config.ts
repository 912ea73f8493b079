/** Where the challenge script comes from: Google in production, the embedded stand-in in the sandbox. */
export type ChallengeConfig = {
  readonly mode: 'google' | 'sandbox';
  readonly v2SiteKey: string;
  readonly v3SiteKey: string;
};
