import type { SnapshotFrom } from 'xstate';
import { RESEND_WAIT_MS, type accountVerificationMachine, type VerificationFailure } from '../../../application/account/account-verification.machine.ts';
import type { ChangePasswordFailure, changePasswordMachine } from '../../../application/account/change-password.machine.ts';

export type ChangePasswordViewModel = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly saving: boolean;
  readonly saved: boolean;
  readonly failure: ChangePasswordFailure | undefined;
};

export type AccountVerificationViewModel = {
  /** request: nothing sent yet; code: a code is on its way; verified: done. */
  readonly step: 'request' | 'code' | 'verified';
  readonly email: string;
  readonly code: string;
  readonly requesting: boolean;
  readonly checking: boolean;
  readonly resend: 'waiting' | 'available' | 'sending';
  readonly resent: boolean;
  readonly expiresInMinutes: number | undefined;
  readonly resendWaitSeconds: number;
  readonly failure: VerificationFailure | undefined;
};

export function selectChangePassword(snapshot: SnapshotFrom<typeof changePasswordMachine>): ChangePasswordViewModel {
  return {
    currentPassword: snapshot.context.currentPassword,
    newPassword: snapshot.context.newPassword,
    saving: snapshot.matches('saving'),
    saved: snapshot.matches('saved'),
    failure: snapshot.context.failure,
  };
}

export function selectAccountVerification(snapshot: SnapshotFrom<typeof accountVerificationMachine>): AccountVerificationViewModel {
  const { context } = snapshot;
  const step = snapshot.matches('verified') ? 'verified' : snapshot.matches('codeSent') ? 'code' : 'request';
  return {
    step,
    email: context.email,
    code: context.code,
    requesting: snapshot.matches('requesting'),
    checking: snapshot.matches({ codeSent: { code: 'checking' } }),
    resend: snapshot.matches({ codeSent: { resend: 'sending' } }) ? 'sending' : snapshot.matches({ codeSent: { resend: 'available' } }) ? 'available' : 'waiting',
    resent: context.resent,
    expiresInMinutes: context.expiresInSeconds === undefined ? undefined : Math.max(1, Math.round(context.expiresInSeconds / 60)),
    resendWaitSeconds: Math.round(RESEND_WAIT_MS / 1000),
    failure: context.failure,
  };
}
