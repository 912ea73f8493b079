/** SPEC §9: the type code sent for visitors who arrive with from=invite. */
export const INVITE_TYPE_CODE = 30001;

/** SPEC §9: 30001 for from=invite (exactly), undefined for any other or no value. */
export function inviteTypeCode(from: string | null | undefined): number | undefined {
  return from === 'invite' ? INVITE_TYPE_CODE : undefined;
}
