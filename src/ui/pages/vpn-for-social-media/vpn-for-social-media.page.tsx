import { msg } from '@lingui/core/macro';
import type { SocialMediaItem } from '../../../domain/index.ts';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';

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

export const copy = ({ params }: PageContext): PageCopy => ITEM_COPY[params['id'] as SocialMediaItem] ?? SOCIAL_COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
