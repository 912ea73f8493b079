import { msg } from '@lingui/core/macro';
import { usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { FeaturesView } from './features.view.tsx';

const COPY: PageCopy = {
  title: msg`Features`,
  heading: msg`Everything you need to stay private online`,
  description: msg`Strong encryption, a strict no-logs policy, servers in dozens of countries and apps for every device, all in one subscription.`,
};

export const copy = (): PageCopy => COPY;

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Which protocol should I use?`,
    answer: msg`Leave it on automatic. The apps use WireGuard, which is the fastest and most modern, and switch to IKEv2 or OpenVPN only when a network blocks it. OpenVPN over TCP is the one to pick by hand on networks that block almost everything else.`,
  },
  {
    question: msg`Does the kill switch work if the app itself stops?`,
    answer: msg`On Windows, macOS and Android, yes: the kill switch is a firewall rule of the system, not of the app, so traffic stays blocked until the tunnel is back or you switch the kill switch off. On iOS the app uses Apple's setting that keeps all traffic inside the tunnel, with the same effect.`,
  },
  {
    question: msg`Does multi-hop slow my connection down?`,
    answer: msg`A little, because your traffic passes through two servers instead of one. Use it when privacy matters more than speed, for example on a network you do not trust for sensitive work, and the normal connection for streaming and games.`,
  },
  {
    question: msg`Can I use split tunnelling on my iPhone?`,
    answer: msg`Not yet. Split tunnelling is available in the Windows, macOS and Android apps; Apple does not let iOS apps choose per app which traffic uses the VPN.`,
  },
  {
    question: msg`Do you offer a dedicated IP address?`,
    answer: msg`No. Every customer shares IP addresses with many others, which makes it much harder to link any activity to one person. We would rather not sell a feature that weakens that.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

/** SPEC §2.2 `/features`: every feature in depth, grouped, with an honest comparison and questions. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { language } = data;
  return (
    <FeaturesView
      heading={heading}
      lead={lead}
      faq={FAQ}
      links={{
        pricing: pageLink(language, 'index', 'pricing'),
        trial: pageLink(language, 'index', 'trial'),
        download: pageLink(language, 'index', 'download'),
        webrtcTool: pageLink(language, 'index', 'tools.webrtc'),
        windows: pageLink(language, 'features', 'apps.windows'),
        mac: pageLink(language, 'features', 'apps.mac'),
        ios: pageLink(language, 'features', 'apps.ios'),
        android: pageLink(language, 'features', 'apps.android'),
        tv: pageLink(language, 'features', 'apps.tv'),
        chrome: pageLink(language, 'features', 'apps.chrome'),
        contact: pageLink(language, 'index', 'contact'),
      }}
    />
  );
}
