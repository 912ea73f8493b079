import { msg } from '@lingui/core/macro';
import { languageTag } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { PressRoomView, type PressRelease } from './press-room.view.tsx';

const COPY: PageCopy = {
  title: msg`Press room`,
  heading: msg`News and media resources`,
  description: msg`Press releases, brand assets and contacts for journalists writing about Harbor VPN.`,
};

export const copy = (): PageCopy => COPY;

/** Press releases, newest first (dates and figures: docs/decisions.md, Issue 6 — articles and press room). */
const RELEASES: readonly PressRelease[] = [
  {
    id: 'no-logs-audit-2025',
    date: '2025-09-23',
    headline: msg`Independent audit confirms Harbor VPN keeps no activity or connection logs`,
    paragraphs: [
      msg`An independent security firm has completed an audit of Harbor VPN's no-logs policy. Its auditors examined the server configuration, the VPN and DNS services and the internal systems that handle accounts, and interviewed the engineers who run them.`,
      msg`The audit found no logging of browsing, traffic, DNS queries, source IP addresses, assigned VPN addresses or connection times. A summary of the findings is available to journalists and customers on request.`,
    ],
  },
  {
    id: 'network-65-countries',
    date: '2024-11-12',
    headline: msg`Harbor VPN's network reaches 65 countries`,
    paragraphs: [
      msg`Harbor VPN now runs more than 3,000 servers in 65 countries, all connected with 10 Gbps ports. This year's new locations are mostly in Latin America, Africa and South-East Asia, where customers had asked for closer servers.`,
      msg`To support the growing number of customers in Asia, the company has also opened an office in Singapore, alongside its headquarters in Zug and its office in Lisbon. Live chat and email support remain available around the clock.`,
    ],
  },
  {
    id: 'ram-only-servers',
    date: '2024-03-05',
    headline: msg`Every Harbor VPN server now runs from memory only`,
    paragraphs: [
      msg`Harbor VPN has finished moving its whole network to RAM-only servers. The servers have no hard drives: the operating system loads fresh at every start, and a restart wipes everything on the machine.`,
      msg`The change backs the company's no-logs policy with a technical safeguard: no data can build up on disks, and a seized server holds nothing to copy.`,
    ],
  },
  {
    id: 'wireguard-default',
    date: '2023-04-18',
    headline: msg`WireGuard becomes the default protocol in every Harbor VPN app`,
    paragraphs: [
      msg`All Harbor VPN apps now connect with WireGuard by default. The modern protocol connects faster, holds the connection when a phone switches between Wi-Fi and mobile data, and uses less battery.`,
      msg`IKEv2 and OpenVPN stay available in the settings for networks that block WireGuard and for routers that need them.`,
    ],
  },
  {
    id: 'launch',
    date: '2022-10-11',
    headline: msg`Harbor VPN launches from Zug, Switzerland`,
    paragraphs: [
      msg`Harbor Privacy AG has launched Harbor VPN, a virtual private network service built on a strict no-logs policy and Swiss data protection law. At launch the service offers servers in 30 countries and apps for Windows, macOS, iOS and Android.`,
      msg`Every subscription covers several devices at once, comes with a 30-day money-back guarantee and includes support from real people by live chat and email.`,
    ],
  },
];

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Can I interview someone from Harbor VPN?`,
    answer: msg`Yes. Write to press@harborvpn.com with your deadline and topic, and we will arrange an interview with a member of our security, engineering or leadership team, in English or another language where possible.`,
  },
  {
    question: msg`Can you share user numbers or data about individual customers?`,
    answer: msg`We do not publish user numbers, and we never share information about individual customers. Because we keep no activity or connection logs, we could not tell anyone what a customer did online even if asked.`,
  },
  {
    question: msg`Can I get a copy of the no-logs audit?`,
    answer: msg`The audit was completed in 2025 by an independent security firm. Journalists can request the summary of its findings from press@harborvpn.com.`,
  },
  {
    question: msg`Can I test Harbor VPN for a review?`,
    answer: msg`Yes. Reviewers can ask the press team for a test account covering every app and server location. We never pay for coverage, and we do not ask to approve what you write.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PressRoomView locale={languageTag(data.language)} releases={RELEASES} faq={FAQ} />
    </>
  );
}
