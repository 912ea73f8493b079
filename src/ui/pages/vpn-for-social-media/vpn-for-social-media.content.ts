import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language, SocialMediaItem } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';

export type PlatformContent = {
  /** The platform's brand name, the same in every language. */
  readonly name: string;
  readonly helps: readonly MessageDescriptor[];
  readonly doesNot: MessageDescriptor;
  readonly tips: readonly MessageDescriptor[];
  readonly faq: FaqItem;
  /** The platform's own help centre. */
  readonly help: (language: Language) => string;
};

export const PLATFORMS: Readonly<Record<SocialMediaItem, PlatformContent>> = {
  facebook: {
    name: 'Facebook',
    helps: [
      msg`On café, hotel or airport Wi-Fi, the encrypted tunnel keeps the network owner from seeing which sites you open or tampering with what loads, even on networks that intercept traffic.`,
      msg`On school, office or campus networks that block Facebook, the VPN lets you reach Messenger and your groups, within the rules of the place you are at.`,
    ],
    doesNot: msg`Facebook still knows your account, your friends and everything you post. A VPN hides your IP address from the network, not your identity from Facebook.`,
    tips: [
      msg`Connect to a server in your own country: a login from a far-away IP address can trigger Facebook's security checks.`,
      msg`Turn on login alerts and two-factor authentication, and check "Where you're logged in" in the security settings now and then.`,
    ],
    faq: {
      question: msg`Why does Facebook ask me to confirm my identity when I use a VPN?`,
      answer: msg`A login from an unfamiliar IP address looks like it could be someone else. Choose a server in your own country and keep using the same one; the checks usually stop.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.facebook'),
  },
  instagram: {
    name: 'Instagram',
    helps: [
      msg`Stories, DMs and uploads travel through the encrypted tunnel, so no one on shared Wi-Fi can see or alter your traffic.`,
      msg`On networks that block Instagram, such as some schools, workplaces or hotels abroad, the VPN gets your feed loading again.`,
    ],
    doesNot: msg`Instagram still sees your account and, if you allow it, your phone's location from GPS. Location tags and the map come from your phone's settings, not your IP address.`,
    tips: [
      msg`Keep auto-connect on for untrusted Wi-Fi so the VPN starts before Instagram does.`,
      msg`Check Login activity in Instagram's security settings and sign out of devices you don't recognise.`,
    ],
    faq: {
      question: msg`Will a VPN change which Reels I see?`,
      answer: msg`Not reliably. Instagram builds your feed from your account, your activity and your phone's settings. A VPN protects the connection; it is not a way to change your recommendations.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.instagram'),
  },
  tiktok: {
    name: 'TikTok',
    helps: [
      msg`Uploads and live streams go through the encrypted tunnel, which keeps your activity private from the Wi-Fi you are on.`,
      msg`Where a school or office network blocks TikTok, the VPN can get it working again during your break, if the rules there allow it.`,
    ],
    doesNot: msg`TikTok decides which country's content you see mostly from your SIM card, your account and the app's settings, not only your IP address. We do not promise a VPN will change your region, and TikTok's terms still apply.`,
    tips: [
      msg`Use WireGuard, the default protocol, for smooth uploads and live streams.`,
      msg`If TikTok loads slowly, switch to a nearby server: the closer the server, the faster videos start.`,
    ],
    faq: {
      question: msg`Can I use TikTok in a country where it is banned?`,
      answer: msg`Where a government bans TikTok, using it through a VPN can still break local law. We do not promise access and ask you to follow the law where you are.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.tiktok'),
  },
  youtube: {
    name: 'YouTube',
    helps: [
      msg`On public Wi-Fi, the VPN keeps the network from seeing which videos you watch or search for.`,
      msg`Some internet providers slow down video streaming. Inside the encrypted tunnel they cannot tell video from other traffic, which often brings the speed back.`,
    ],
    doesNot: msg`If you are signed in, YouTube still keeps your watch history in your Google account. A VPN does not erase it; pause or delete it in your Google account settings.`,
    tips: [
      msg`Choose a server close to you: 4K video needs a fast route, and the nearest server is usually fastest.`,
      msg`Do not use a VPN to buy YouTube Premium at another country's price: it breaks YouTube's terms and the subscription can be cancelled.`,
    ],
    faq: {
      question: msg`Will YouTube show me another country's videos?`,
      answer: msg`Some videos are limited to certain countries by their owners. A server there may show them, but rights holders decide what plays where and we do not promise any catalogue.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.youtube'),
  },
  whatsapp: {
    name: 'WhatsApp',
    helps: [
      msg`Messages are already end-to-end encrypted; the VPN adds privacy for the rest, such as which servers your phone talks to and when, hidden from the Wi-Fi owner.`,
      msg`Calls can connect device to device, which can show your IP address to the person you call. Through the VPN they see the server's address instead.`,
      msg`Some networks, at work or abroad, block WhatsApp calls; the VPN often gets them through.`,
    ],
    doesNot: msg`WhatsApp still knows your phone number and your contacts. A VPN does not hide who you message from WhatsApp itself.`,
    tips: [
      msg`For calls without the VPN, also turn on "Protect IP address in calls" in WhatsApp's privacy settings, which relays calls through WhatsApp's servers.`,
      msg`Keep the kill switch on so calls never fall back to your own connection when the VPN reconnects.`,
    ],
    faq: {
      question: msg`Is WhatsApp not already encrypted?`,
      answer: msg`Your messages and calls are, end to end. The VPN protects everything around them: your IP address in calls and your connection's metadata on shared networks.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.whatsapp'),
  },
  telegram: {
    name: 'Telegram',
    helps: [
      msg`On networks that block or slow down Telegram, the VPN keeps chats and channels loading.`,
      msg`Your IP address stays hidden from the networks you use, and in peer-to-peer calls the other person sees our server's address instead of yours.`,
    ],
    doesNot: msg`Ordinary Telegram chats are encrypted between you and Telegram, not end to end; only secret chats are. A VPN does not change that, so use secret chats for sensitive conversations.`,
    tips: [
      msg`In Telegram, open Settings, then Privacy and Security, then Calls, and set peer-to-peer to Nobody to hide your IP address in calls even without the VPN.`,
      msg`Use a VPN instead of random free proxies: a proxy run by a stranger can see and log your traffic.`,
    ],
    faq: {
      question: msg`Do I need a Telegram proxy if I use Harbor VPN?`,
      answer: msg`No. The VPN carries all of Telegram's traffic, so a separate proxy adds nothing but another party that can see your connection.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.telegram'),
  },
  twitter: {
    name: 'X (Twitter)',
    helps: [
      msg`Reading and posting over hotel, airport or café Wi-Fi stays private from whoever runs the network.`,
      msg`Where an internet provider blocks X, for example by court order, a VPN may reach it, but local law still applies to you.`,
    ],
    doesNot: msg`X still knows your account, your posts and your likes. Posts are public unless your account is protected, VPN or not.`,
    tips: [
      msg`Turn on two-factor authentication with an authenticator app rather than text messages.`,
      msg`If X asks you to verify your login after you connect, pick a server in your own country.`,
    ],
    faq: {
      question: msg`Is it legal to use X through a VPN where it is blocked?`,
      answer: msg`It depends on the country. In Brazil in 2024, for example, the Supreme Court threatened fines for reaching X through a VPN while it was blocked. Check the law where you are.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.twitter'),
  },
  snapchat: {
    name: 'Snapchat',
    helps: [
      msg`Snaps and chats travel through the encrypted tunnel on shared Wi-Fi, at school, in dorms or at work.`,
      msg`On networks that block Snapchat, the VPN can get it connecting again, within the rules of the place you are at.`,
    ],
    doesNot: msg`Snap Map uses your phone's GPS, not your IP address, so a VPN does not hide your location there. Turn on Ghost Mode to stop sharing it.`,
    tips: [
      msg`Use Ghost Mode on Snap Map if you do not want friends to see where you are.`,
      msg`If Snapchat asks you to log in again after connecting, choose a server in your own country and keep using it.`,
    ],
    faq: {
      question: msg`Will Snapchat ban me for using a VPN?`,
      answer: msg`Snapchat sometimes blocks logins from VPN addresses it does not trust. Try another server in your country; we do not promise every server works with Snapchat.`,
    },
    help: (language) => pageLink(language, 'vpn-for-social-media', 'help.snapchat'),
  },
};

/** What a VPN does not do on any platform, said on every item page. */
export const SHARED_LIMITS: readonly MessageDescriptor[] = [
  msg`A VPN does not make you anonymous to the platform: your account, posts and messages are still yours and still visible to it.`,
  msg`We do not promise to get you around a ban, a suspended account or a block ordered by law. Follow each platform's terms and the law where you are.`,
];

/** Why people use a VPN with social media, on the index. */
export const REASONS: readonly { readonly title: MessageDescriptor; readonly text: MessageDescriptor }[] = [
  {
    title: msg`Public Wi-Fi`,
    text: msg`Cafés, airports and hotels run networks you cannot check. The VPN encrypts everything between your device and our server, so the network sees only that you are connected.`,
  },
  {
    title: msg`Restricted networks`,
    text: msg`Schools, offices and some countries block social apps. The VPN often gets them working again; the rules of the place you are at still apply.`,
  },
  {
    title: msg`Your IP address in calls`,
    text: msg`Voice and video calls can connect device to device and show your IP address to the other person. Through the VPN they see our server's address.`,
  },
];

export const INDEX_FAQ: readonly FaqItem[] = [
  {
    question: msg`Does a VPN make me anonymous on social media?`,
    answer: msg`No. The platform still knows your account and everything you do while signed in. A VPN protects your connection and hides your IP address from networks and other users.`,
  },
  {
    question: msg`Will a VPN slow down my feeds and video calls?`,
    answer: msg`Usually very little. WireGuard keeps most of your speed; pick a server near you for calls and live video.`,
  },
  {
    question: msg`Can I use one subscription on my phone and laptop?`,
    answer: msg`Yes. One subscription covers up to 10 devices at once, so your phone, tablet and computer can all be protected.`,
  },
];

/** The question every item page answers about logging. */
export const LOGS_FAQ: FaqItem = {
  question: msg`Does Harbor VPN see my messages?`,
  answer: msg`No. We do not log the sites or apps you use, and messages protected by the app's own encryption stay unreadable to us as to anyone else.`,
};
