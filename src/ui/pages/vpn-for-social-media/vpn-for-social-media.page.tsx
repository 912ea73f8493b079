import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { SOCIAL_MEDIA_ITEMS, type SocialMediaItem } from '../../../domain/index.ts';
import { usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { INDEX_FAQ, LOGS_FAQ, PLATFORMS } from './vpn-for-social-media.content.ts';
import { SocialIndexView, SocialItemView } from './vpn-for-social-media.view.tsx';

const SOCIAL_COPY: PageCopy = {
  title: msg`VPN for social media`,
  heading: msg`Use social media privately, wherever you are`,
  description: msg`A VPN keeps your chats and feeds private on public Wi-Fi and helps you reach your accounts when a network blocks them.`,
};

const ITEM_COPY: Readonly<Record<SocialMediaItem, PageCopy>> = {
  facebook: {
    title: msg`VPN for Facebook`,
    heading: msg`Use Facebook safely with a VPN`,
    description: msg`Keep your Facebook sessions private on public Wi-Fi and reach your account on networks that block it.`,
  },
  instagram: {
    title: msg`VPN for Instagram`,
    heading: msg`Use Instagram safely with a VPN`,
    description: msg`Post, scroll and message on Instagram without exposing your connection to the network you are on.`,
  },
  tiktok: {
    title: msg`VPN for TikTok`,
    heading: msg`Use TikTok privately with a VPN`,
    description: msg`Watch and post on TikTok over an encrypted connection, at home, at school or on the road.`,
  },
  youtube: {
    title: msg`VPN for YouTube`,
    heading: msg`Watch YouTube privately with a VPN`,
    description: msg`Stream YouTube over an encrypted connection and keep your viewing away from the network you are on.`,
  },
  whatsapp: {
    title: msg`VPN for WhatsApp`,
    heading: msg`Use WhatsApp calls and chats with a VPN`,
    description: msg`Reach WhatsApp on networks that restrict calls and keep your IP address hidden from the people you call.`,
  },
  telegram: {
    title: msg`VPN for Telegram`,
    heading: msg`Use Telegram safely with a VPN`,
    description: msg`Keep Telegram connected on restrictive networks and your IP address private from the networks you use.`,
  },
  twitter: {
    title: msg`VPN for X (Twitter)`,
    heading: msg`Use X (Twitter) privately with a VPN`,
    description: msg`Read and post on X over an encrypted connection and reach it on networks that block it.`,
  },
  snapchat: {
    title: msg`VPN for Snapchat`,
    heading: msg`Use Snapchat safely with a VPN`,
    description: msg`Send snaps and chat over an encrypted connection, even on networks at school, work or abroad that block it.`,
  },
};

function itemOf(params: PageContext['params']): SocialMediaItem | undefined {
  const value = params['id'];
  return (SOCIAL_MEDIA_ITEMS as readonly string[]).includes(value ?? '') ? (value as SocialMediaItem) : undefined;
}

export const copy = ({ params }: PageContext): PageCopy => {
  const item = itemOf(params);
  return item === undefined ? SOCIAL_COPY : ITEM_COPY[item];
};

export const faq = ({ params }: PageContext): readonly FaqItem[] => {
  const item = itemOf(params);
  return item === undefined ? INDEX_FAQ : [PLATFORMS[item].faq, LOGS_FAQ];
};

/** /vpn-for-social-media and /vpn-for-social-media/{id}: a card per platform, then what a VPN does and does not do on each. */
export function Page() {
  const { data, heading, lead } = usePage(copy);
  const { i18n } = useLingui();
  const item = itemOf(data.params);
  if (item === undefined) {
    return <SocialIndexView language={data.language} heading={heading} lead={lead} summary={(other) => i18n._(ITEM_COPY[other].description)} />;
  }
  return <SocialItemView language={data.language} item={item} heading={heading} lead={lead} />;
}
