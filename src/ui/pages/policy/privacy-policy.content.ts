import { msg } from '@lingui/core/macro';
import { list, paragraph, type LegalSection } from './legal-document.view.tsx';

/** The privacy policy (issue 6): one message per paragraph or list item, facts from the shared brief. */
export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: msg`Who we are`,
    blocks: [
      paragraph(msg`Harbor VPN is operated by Harbor Privacy AG, a company registered in Zug, Switzerland. Harbor Privacy AG is the controller responsible for the personal data described in this policy.`),
      paragraph(msg`We are subject to the Swiss Federal Act on Data Protection (FADP). Where we offer our services to people in the European Union or the European Economic Area, we also comply with the General Data Protection Regulation (GDPR).`),
      paragraph(msg`Our data protection officer can be reached at privacy@harborvpn.com for any question about this policy or your personal data.`),
    ],
  },
  {
    id: 'what-we-collect',
    heading: msg`What we collect and why`,
    blocks: [
      paragraph(msg`We collect as little as we need to sell, run and support your subscription. For each kind of data, this section says why we need it and the legal basis we rely on.`),
      list(
        msg`Account data: your email address and a password hash, so you can sign in, manage your subscription and receive service messages. Legal basis: performance of our contract with you.`,
        msg`Payment data: your subscription plan, the amounts paid, dates and the payment provider used. Your card or wallet details are entered with and kept by the payment provider, never by us. Legal basis: performance of the contract and our legal duty to keep accounting records.`,
        msg`Support messages: what you write to us through the contact form, live chat or email, and our replies, so we can help you and improve our answers. Legal basis: performance of the contract and our legitimate interest in answering you well.`,
        msg`Website analytics: pages visited on our website and steps of the purchase process, measured by our own systems only, with a random browser identifier and your country; no third-party analytics. Legal basis: our legitimate interest in a website and checkout that work. Advertising and personalisation signals are used only after you accept cookies in the cookie banner.`,
        msg`Crash reports: technical details of an app crash (app version, operating system, the error) sent only if you turn crash reporting on in the app. They contain no browsing data. Legal basis: your consent.`,
      ),
    ],
  },
  {
    id: 'no-logs',
    heading: msg`What we do not log`,
    blocks: [
      paragraph(msg`Harbor VPN is a no-logs service. When you are connected to our VPN, we do not log:`),
      list(
        msg`the websites you visit or your browsing history;`,
        msg`the content of your traffic;`,
        msg`your DNS queries;`,
        msg`the IP address you connect from;`,
        msg`the VPN IP address you were given;`,
        msg`the time you connect or disconnect;`,
        msg`how long your session lasts.`,
      ),
      paragraph(msg`Because we never record this information, we cannot link any online activity to you or your account, and we could not hand it over to anyone even if we were asked to.`),
      paragraph(msg`An independent security firm completed an audit of our no-logs policy in 2025. A summary of its findings is available on request from privacy@harborvpn.com.`),
    ],
  },
  {
    id: 'what-we-keep',
    heading: msg`What we do keep`,
    blocks: [
      paragraph(msg`To provide the service we keep only the following:`),
      list(
        msg`your account email address and subscription status;`,
        msg`payment records (card data is held by the payment providers, never by us);`,
        msg`the number of devices connected at the same time, held in memory only to enforce the limit of 10 devices and never stored;`,
        msg`the total load of each server, counted across all users and never per person;`,
        msg`crash reports, only if you opted in;`,
        msg`first-party website analytics (pages visited and purchase steps), never shared with third parties.`,
      ),
    ],
  },
  {
    id: 'ram-only',
    heading: msg`RAM-only servers`,
    blocks: [
      paragraph(msg`All our VPN servers run from memory (RAM) and have no hard drives. Nothing is written to disk, and every restart wipes the server completely and reloads it from a verified image.`),
      paragraph(msg`Every server also runs its own private DNS resolver, so your DNS queries are answered inside our network and never passed to a third party.`),
    ],
  },
  {
    id: 'retention',
    heading: msg`How long we keep data`,
    blocks: [
      list(
        msg`Account data: for as long as your account exists, and deleted 30 days after you close it.`,
        msg`Payment records: 10 years, as Swiss accounting law requires.`,
        msg`Support tickets: 24 months after the conversation ends.`,
        msg`Website analytics: 14 months.`,
        msg`Crash reports: 90 days.`,
      ),
      paragraph(msg`When a retention period ends, we delete the data or make it permanently anonymous.`),
    ],
  },
  {
    id: 'processors',
    heading: msg`Who processes data for us`,
    blocks: [
      paragraph(msg`We share personal data only with service providers that process it on our behalf, under written agreements that oblige them to protect it and use it only for our instructions:`),
      list(
        msg`payment providers, which take your payment and hold your card or wallet details;`,
        msg`an email delivery provider, which sends account and service messages;`,
        msg`hosting and infrastructure providers for our website, account systems and servers;`,
        msg`a customer-support platform that stores support conversations.`,
      ),
      paragraph(msg`We do not sell your personal data and we do not share it with advertisers.`),
    ],
  },
  {
    id: 'transfers',
    heading: msg`International transfers`,
    blocks: [
      paragraph(msg`Our company is based in Switzerland, which the European Commission recognises as providing an adequate level of data protection. Some of our service providers and our offices in Lisbon and Singapore may process data outside Switzerland and the EU.`),
      paragraph(msg`When personal data leaves Switzerland or the EEA for a country without an adequate level of protection, we use the standard contractual clauses approved by the European Commission and recognised by the Swiss Federal Data Protection and Information Commissioner, together with additional safeguards where needed.`),
    ],
  },
  {
    id: 'your-rights',
    heading: msg`Your rights`,
    blocks: [
      paragraph(msg`Under the Swiss FADP and, where it applies, the GDPR, you have the right to:`),
      list(
        msg`access the personal data we hold about you and receive a copy;`,
        msg`have inaccurate data corrected (rectification);`,
        msg`have your data erased, unless we must keep it by law;`,
        msg`receive the data you gave us in a structured, machine-readable format (portability);`,
        msg`object to processing based on our legitimate interests;`,
        msg`withdraw your consent at any time, without affecting processing before the withdrawal;`,
        msg`lodge a complaint with the Swiss Federal Data Protection and Information Commissioner (FDPIC) or with the data protection authority of your EU country.`,
      ),
      paragraph(msg`To exercise a right, write to privacy@harborvpn.com from the email address of your account. We answer within 30 days and may ask you to confirm your identity first.`),
    ],
  },
  {
    id: 'law-enforcement',
    heading: msg`Requests from authorities`,
    blocks: [
      paragraph(msg`We answer only legally binding orders that are valid under Swiss law, and we examine each one. Foreign authorities must go through Swiss legal assistance procedures.`),
      paragraph(msg`Even with a valid order, we cannot hand over what we do not have: we hold no record of your activity, your IP addresses or your connection times. At most we could confirm whether an email address has an account and its subscription and payment records.`),
      paragraph(msg`We do not publish a warrant canary and do not promise one. Where the law allows it, we tell affected customers about a request.`),
    ],
  },
  {
    id: 'children',
    heading: msg`Children`,
    blocks: [
      paragraph(msg`Our services are not directed at children under 16, and we do not knowingly collect their personal data. If you believe a child has given us personal data, contact privacy@harborvpn.com and we will delete it.`),
    ],
  },
  {
    id: 'changes',
    heading: msg`Changes to this policy`,
    blocks: [
      paragraph(msg`We may update this policy when our service or the law changes. The date at the top shows when it last changed. If a change materially affects how we use your data, we tell customers by email at least 30 days before it takes effect.`),
    ],
  },
  {
    id: 'contact',
    heading: msg`Contact`,
    blocks: [
      paragraph(msg`Harbor Privacy AG, Zug, Switzerland. Data protection officer: privacy@harborvpn.com. For anything else about your subscription, our 24/7 support team answers at support@harborvpn.com.`),
    ],
  },
];
