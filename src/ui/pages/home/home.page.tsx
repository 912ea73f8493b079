import { msg } from '@lingui/core/macro';
import { MONEY_BACK_DAYS, NETWORK_FACTS, SERVICE_FACTS, languageTag, numberFormat } from '../../../domain/index.ts';
import { usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Island } from '../../islands/island.tsx';
import { HomePricingTeaser, HomeSeasonalBanner } from './home-islands.tsx';
import { HomeView } from './home.view.tsx';

const COPY: PageCopy = {
  title: msg`Fast, private VPN for every device`,
  heading: msg`Fast, private internet on every device`,
  description: msg`Harbor VPN encrypts your connection, hides your IP address and unblocks the web on phones, computers and TVs with one tap.`,
};

export const copy = (): PageCopy => COPY;

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Does Harbor VPN keep logs of what I do?`,
    answer: msg`No. We do not log your browsing, traffic, DNS queries, the IP address you connect from, the VPN IP you were given, or when and how long you were connected. An independent security firm audited this policy in 2025, and the summary is available on request.`,
  },
  {
    question: msg`How many devices can I protect?`,
    answer: msg`Up to 10 devices at the same time on one subscription: phones, tablets, computers, TVs and even your router. Install the apps on as many devices as you like; only 10 can be connected at once.`,
  },
  {
    question: msg`Will a VPN slow down my internet?`,
    answer: msg`Any VPN adds a little distance, but Harbor VPN uses WireGuard by default and 10 Gbps servers in 65 countries, so most people notice no difference for browsing, streaming or video calls. For the best speed, connect to a server near you.`,
  },
  {
    question: msg`Can I try Harbor VPN before I pay?`,
    answer: msg`Yes. The yearly plans come with a 7-day free trial, and every plan has a 30-day money-back guarantee: if Harbor VPN is not right for you, write to us within 30 days and we refund you in full.`,
  },
  {
    question: msg`Which devices does Harbor VPN work on?`,
    answer: msg`There are apps for Windows, macOS, iOS, Android, Android TV, Apple TV and Fire TV, a Chrome extension, a command-line app for Linux, and setup guides for routers. Smart TVs without an app can use the router or Smart DNS.`,
  },
  {
    question: msg`How can I pay?`,
    answer: msg`By card, PayPal and other wallets, or a payment method popular in your country. Prices are shown in your local currency, and your card details stay with the payment provider; we never see or store them.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

/** SPEC §2.2 `/`: the home page, with the shared pieces (security advantages, trusted-by, plan switcher, seasonal promotions). */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { language } = data;
  const tag = languageTag(language);
  const pricingHref = pageLink(language, 'index', 'pricing');
  return (
    <HomeView
      heading={heading}
      lead={lead}
      faq={FAQ}
      numbers={{ servers: NETWORK_FACTS.servers, countries: NETWORK_FACTS.countries, devices: SERVICE_FACTS.devices, auditYear: numberFormat(tag, { useGrouping: false }).format(SERVICE_FACTS.auditYear), moneyBackDays: MONEY_BACK_DAYS }}
      seasonalBanner={<Island name="seasonal-banner" hydrate="runtime" component={HomeSeasonalBanner} props={{ pricingHref }} />}
      pricingTeaser={<Island name="pricing-teaser" hydrate="visible" component={HomePricingTeaser} props={{ language, pricingHref }} />}
      links={{
        pricing: pricingHref,
        trial: pageLink(language, 'index', 'trial'),
        features: pageLink(language, 'index', 'features'),
        whatIsVpn: pageLink(language, 'index', 'whatIsVpn'),
        download: pageLink(language, 'index', 'download'),
        ipTool: pageLink(language, 'index', 'tools.ip'),
        webrtcTool: pageLink(language, 'index', 'tools.webrtc'),
        aboutus: pageLink(language, 'home', 'aboutus'),
        platforms: {
          windows: pageLink(language, 'home', 'download.windows'),
          mac: pageLink(language, 'home', 'download.mac'),
          ios: pageLink(language, 'home', 'download.ios'),
          android: pageLink(language, 'home', 'download.android'),
          tv: pageLink(language, 'home', 'download.tv'),
          chrome: pageLink(language, 'home', 'download.chrome'),
        },
      }}
    />
  );
}
