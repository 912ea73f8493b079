import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebRtcVerdict } from '../../../domain/index.ts';

/** The short verdict of a WebRTC test, shared by the leak test page and the connection-check panel. */
export function verdictTitle(verdict: WebRtcVerdict): MessageDescriptor {
  switch (verdict.kind) {
    case 'leak':
      return msg`WebRTC leak found`;
    case 'noLeak':
      return msg`No WebRTC leak`;
    case 'undetermined':
      return msg`Could not compare`;
    case 'blocked':
      return verdict.reason === 'unavailable' ? msg`WebRTC is blocked or unavailable` : msg`WebRTC found no address`;
  }
}

export function verdictTone(verdict: WebRtcVerdict): 'success' | 'danger' | 'warn' | 'neutral' {
  if (verdict.kind === 'leak') return 'danger';
  if (verdict.kind === 'undetermined') return 'warn';
  return verdict.kind === 'noLeak' ? 'success' : 'neutral';
}
