import type { UserInfo } from '../../application/session/session.types.ts';
import { avatarMonogram } from '../../domain/index.ts';
import type { ApiUser } from '../contract/api.contract.ts';

/** SPEC §3: the client's user info, the name filled from the account email and the avatar its monogram. */
export function toUserInfo(user: typeof ApiUser.Type): UserInfo {
  return {
    user_id: user.user_id,
    name: user.email ?? '',
    avatar: avatarMonogram(user.email ?? ''),
    password_set: user.is_password_set,
    vip: user.vip === null ? undefined : { remain_time: user.vip.remain_time },
  };
}
