import { describe, expect, it } from 'vitest';
import { INVITE_TYPE_CODE, inviteTypeCode } from './invite.ts';

describe('inviteTypeCode (SPEC §9)', () => {
  it('gives 30001 for from=invite', () => {
    expect(INVITE_TYPE_CODE).toBe(30001);
    expect(inviteTypeCode('invite')).toBe(30001);
  });

  it.each(['Invite', 'INVITE', ' invite', 'invites', 'share', '', null, undefined])('gives nothing for %j', (from) => {
    expect(inviteTypeCode(from)).toBeUndefined();
  });
});
