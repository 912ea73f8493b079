import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';

const ADVANTAGES: readonly { readonly icon: IconName; readonly title: ReactNode; readonly body: ReactNode }[] = [
  {
    icon: 'lock',
    title: <Trans>Encryption that banks would envy</Trans>,
    body: <Trans>Every connection is sealed with AES-256-GCM or ChaCha20-Poly1305, the same ciphers that protect online banking and messaging apps.</Trans>,
  },
  {
    icon: 'eye-off',
    title: <Trans>No logs, independently audited</Trans>,
    body: (
      <Trans>
        We never record the sites you visit, your DNS queries, your IP address or when you connect. An independent security firm audited this no-logs policy in 2025; the summary is available on request.
      </Trans>
    ),
  },
  {
    icon: 'server',
    title: <Trans>RAM-only servers</Trans>,
    body: <Trans>Our servers run without hard drives. Nothing is written to disk, and every reboot wipes them clean.</Trans>,
  },
  {
    icon: 'shield',
    title: <Trans>Kill switch</Trans>,
    body: <Trans>If the VPN connection drops, the kill switch blocks your internet until it is back, so your real IP address never slips out.</Trans>,
  },
  {
    icon: 'shield-check',
    title: <Trans>Leak protection</Trans>,
    body: <Trans>Built-in DNS, IPv6 and WebRTC leak protection keeps every request inside the encrypted tunnel.</Trans>,
  },
];

/** SPEC §2.2 shared piece "security advantage block": what protects a Harbor VPN customer, in facts we can stand behind. */
export function SecurityAdvantages() {
  return (
    <section className="home-section home-security" aria-labelledby="home-security-title">
      <div className="home-section__inner">
        <h2 id="home-security-title" className="home-section__title">
          <Trans>Security you can check, not just trust</Trans>
        </h2>
        <p className="home-section__lead">
          <Trans>Harbor VPN is run by Harbor Privacy AG in Zug, under Swiss data protection law. This is what stands between your data and everyone else.</Trans>
        </p>
        <ul className="home-security__list">
          {ADVANTAGES.map((advantage, index) => (
            <li key={index} className="home-security__item">
              <Icon name={advantage.icon} size="1.75rem" />
              <h3 className="home-security__title">{advantage.title}</h3>
              <p className="home-security__body">{advantage.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
