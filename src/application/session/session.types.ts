/** SPEC §3 User info, as the client keeps it. */
export type UserInfo = {
  readonly user_id: string;
  /** Filled from the account email. */
  readonly name: string;
  readonly avatar?: string | undefined;
  readonly password_set: boolean;
  readonly vip?: { readonly remain_time: number } | undefined;
  readonly paysuc?: boolean | undefined;
};

/** What loading the user info can end in (SPEC §8 mapped by the HTTP adapter). */
export type UserInfoOutcome =
  | { readonly kind: 'loaded'; readonly user: UserInfo }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'loggedOutElsewhere' }
  | { readonly kind: 'unavailable' };
