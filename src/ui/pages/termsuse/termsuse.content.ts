import { msg } from '@lingui/core/macro';
import { pageLink } from '../../app/page-links.ts';
import { list, pageLinkBlock, paragraph, type LegalSection } from '../policy/legal-document.view.tsx';

/** The terms of use of the website and apps (issue 6), one message per paragraph or list item. */
export const TERMS_OF_USE: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: msg`Scope`,
    blocks: [
      paragraph(msg`These terms of use apply to everyone who visits the Harbor VPN website, uses our free tools (such as the IP address and WebRTC leak tests) or uses our apps. They are published by Harbor Privacy AG, Zug, Switzerland.`),
      paragraph(msg`If you have a subscription, our terms of service also apply; if the two differ, the terms of service prevail for your subscription.`),
      pageLinkBlock(msg`Read the terms of service`, (language) => pageLink(language, 'index', 'policies.terms')),
    ],
  },
  {
    id: 'acceptable-use',
    heading: msg`Acceptable use`,
    blocks: [
      paragraph(msg`Harbor VPN exists to protect your privacy, not to hide harm to others. You may not use our website, apps or network to:`),
      list(
        msg`break any law that applies to you or to the server location you use;`,
        msg`send spam, bulk unsolicited messages or phishing;`,
        msg`attack, scan or probe other systems or networks without permission, including denial-of-service attacks;`,
        msg`spread malware or run botnets;`,
        msg`distribute material that sexually exploits children, or material that incites violence or hatred;`,
        msg`commit fraud, including payment fraud and creating accounts with stolen identities;`,
        msg`infringe the copyright or other rights of others;`,
        msg`resell access to the service, or overload or interfere with our servers.`,
      ),
      paragraph(msg`File sharing (P2P and BitTorrent) is allowed on all our servers, except in countries whose law forbids it, where we block it. You remain responsible for sharing only content you have the right to share.`),
      paragraph(msg`Because we keep no logs of your activity, we enforce these rules through technical limits that apply to everyone, such as blocking outgoing mail ports and rate limits against attacks, not by monitoring individual customers.`),
    ],
  },
  {
    id: 'intellectual-property',
    heading: msg`Intellectual property`,
    blocks: [
      paragraph(msg`The website, the apps, the Harbor VPN name and logo, texts, graphics and software belong to Harbor Privacy AG or its licensors and are protected by law.`),
      paragraph(msg`We grant you a personal, non-exclusive, non-transferable right to use the apps for as long as you may use the service. You may not copy, modify, decompile or redistribute them, except where the law expressly allows it or an open-source licence included with an app says otherwise.`),
    ],
  },
  {
    id: 'user-content',
    heading: msg`What you send us`,
    blocks: [
      paragraph(msg`When you send us a message through the contact form, live chat or email, you confirm that it is lawful and contains nothing you have no right to share. Please do not send passwords or payment card numbers.`),
      paragraph(msg`We use your messages only to answer you and improve our support, as described in our privacy policy. If you send us ideas or feedback, we may use them freely without any obligation to you.`),
    ],
  },
  {
    id: 'third-party-links',
    heading: msg`Links to other websites`,
    blocks: [
      paragraph(msg`Our website and apps may link to websites of third parties, such as app stores or payment providers. We do not control those websites and are not responsible for their content or their privacy practices.`),
    ],
  },
  {
    id: 'disclaimers',
    heading: msg`Disclaimers`,
    blocks: [
      paragraph(msg`The information on our website, in our blog and in our free tools is provided for general information. We take care to keep it accurate but do not guarantee that it is complete or current, and it is not legal advice.`),
      paragraph(msg`A VPN improves your privacy and security but cannot protect you from every risk, for example malware you install yourself or information you share with the websites you sign in to.`),
      paragraph(msg`To the extent permitted by law, our liability is limited as set out in our terms of service.`),
    ],
  },
  {
    id: 'report-abuse',
    heading: msg`Reporting abuse`,
    blocks: [
      paragraph(msg`If you believe that our service is being used to break these rules, write to abuse@harborvpn.com with as much detail as you can: the date and time, the IP address of our server and the kind of abuse. Copyright notices can be sent to the same address.`),
      paragraph(msg`We review every report and act where we can, for example by blocking a destination or a port. We cannot identify an individual customer from an IP address or a time, because we do not keep that information.`),
    ],
  },
  {
    id: 'changes',
    heading: msg`Changes to these terms`,
    blocks: [
      paragraph(msg`We may update these terms of use. The date at the top shows when they last changed. Material changes for customers are announced by email at least 30 days in advance.`),
      paragraph(msg`Questions about these terms: legal@harborvpn.com.`),
    ],
  },
];
