import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlogCategory, BlogTag } from '../../../domain/index.ts';

/** The blog's four categories, as readers see them. */
export const CATEGORY_LABELS: Readonly<Record<BlogCategory, MessageDescriptor>> = {
  privacy: msg`Privacy`,
  security: msg`Security`,
  streaming: msg`Streaming`,
  guides: msg`Guides`,
};

/** The brief's tag ids, as readers see them. */
export const TAG_LABELS: Readonly<Record<BlogTag, MessageDescriptor>> = {
  'public-wifi': msg`Public Wi-Fi`,
  encryption: msg`Encryption`,
  'no-logs': msg`No-logs`,
  streaming: msg({ message: 'Streaming', context: 'blog tag' }),
  travel: msg`Travel`,
  gaming: msg`Gaming`,
  'privacy-laws': msg`Privacy laws`,
  passwords: msg`Passwords`,
  phishing: msg`Phishing`,
  'kill-switch': msg`Kill switch`,
  wireguard: msg`WireGuard`,
  dns: msg`DNS`,
  webrtc: msg`WebRTC`,
  'ip-address': msg`IP address`,
  'smart-tv': msg`Smart TV`,
  mobile: msg`Mobile`,
  router: msg`Router`,
  censorship: msg`Censorship`,
  'remote-work': msg`Remote work`,
  shopping: msg`Online shopping`,
  'two-factor': msg`Two-factor authentication`,
  'social-media': msg`Social media`,
  families: msg`Families`,
  beginners: msg`Beginners`,
};

export function categoryLabel(category: string): MessageDescriptor {
  return CATEGORY_LABELS[category as BlogCategory] ?? msg`Articles`;
}

export function tagLabel(tag: string): MessageDescriptor {
  return TAG_LABELS[tag as BlogTag] ?? { id: tag, message: tag };
}
