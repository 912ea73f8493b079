/** SPEC §7 X-From: sent as the partner visitor's browser sends it ('CJ'), and left out for everyone else. */
export const xFromHeaders = (xFrom: string | undefined) => (xFrom === undefined ? {} : { headers: { 'X-From': xFrom } });
