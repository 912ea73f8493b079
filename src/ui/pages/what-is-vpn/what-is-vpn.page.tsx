import { msg } from '@lingui/core/macro';
import { usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { WhatIsVpnView } from './what-is-vpn.view.tsx';

const COPY: PageCopy = {
  title: msg`What is a VPN?`,
  heading: msg`What is a VPN and how does it work?`,
  description: msg`A VPN encrypts your internet traffic and routes it through a secure server, so networks and websites cannot see who you are or what you do.`,
};

export const copy = (): PageCopy => COPY;

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Does a VPN make me anonymous?`,
    answer: msg`No. A VPN hides your IP address and encrypts your traffic, which is a big step for privacy, but you are still recognisable when you sign in to an account, accept cookies or use a browser with a distinctive fingerprint. Think of it as privacy from your network and from websites that only see your address, not as an invisibility cloak.`,
  },
  {
    question: msg`Do I need a VPN at home?`,
    answer: msg`It helps even at home: your internet provider can otherwise see every site you visit, and in some countries it may keep or share that data. At home a VPN is mostly about privacy; on public Wi-Fi it is also about security.`,
  },
  {
    question: msg`Does a VPN protect me from viruses?`,
    answer: msg`Not on its own. A VPN encrypts your connection; it does not scan files. Harbor VPN's threat blocker stops known malicious and phishing sites, but you still need system updates, an antivirus where it makes sense and care with attachments.`,
  },
  {
    question: msg`Can my internet provider see that I use a VPN?`,
    answer: msg`Your provider can usually see that you are connected to a VPN server and how much data passes, but not the sites you visit or what you do on them.`,
  },
  {
    question: msg`Are free VPNs safe?`,
    answer: msg`Some are honest, many are not. Running servers costs money, so a free service is paid for somehow: ads, upselling, or collecting and selling data. Check who runs it, whether its no-logs claim has been audited and how it earns money before you trust it with your traffic.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

/** SPEC §2.2 `/what-is-vpn`: a plain-language explainer, honest about what a VPN does not do. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { language } = data;
  return (
    <WhatIsVpnView
      heading={heading}
      lead={lead}
      faq={FAQ}
      links={{
        ipTool: pageLink(language, 'index', 'tools.ip'),
        webrtcTool: pageLink(language, 'index', 'tools.webrtc'),
        features: pageLink(language, 'index', 'features'),
        pricing: pageLink(language, 'index', 'pricing'),
        trial: pageLink(language, 'index', 'trial'),
      }}
    />
  );
}
