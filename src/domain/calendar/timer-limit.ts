/**
 * SPEC §9: the longest delay a browser timer keeps (2^31 − 1 ms, about 24.8 days); a longer one fires at once. No wait
 * in the app comes near it (the longest is seconds), and `machine-delays.test.ts` fails the day one would: such a wait
 * has to be made of chunks no longer than this.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;
