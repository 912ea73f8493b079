import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import './features.css';

export type FeaturesLinks = {
  readonly pricing: string;
  readonly trial: string;
  readonly download: string;
  readonly webrtcTool: string;
  readonly windows: string;
  readonly mac: string;
  readonly ios: string;
  readonly android: string;
  readonly tv: string;
  readonly chrome: string;
  readonly contact: string;
};

type Feature = { readonly id: string; readonly icon: IconName; readonly title: ReactNode; readonly body: ReactNode };
type Group = { readonly id: string; readonly title: ReactNode; readonly intro: ReactNode; readonly features: readonly Feature[] };

function groups(links: FeaturesLinks): readonly Group[] {
  return [
    {
      id: 'speed',
      title: <Trans>Speed and reach</Trans>,
      intro: <Trans>A VPN is only useful if you keep it on. Ours is built to be fast enough that you forget it is there.</Trans>,
      features: [
        {
          id: 'protocols',
          icon: 'zap',
          title: <Trans>Three proven protocols</Trans>,
          body: (
            <Trans>
              WireGuard is the default: lean, modern and quick to reconnect when you move between Wi-Fi and mobile data. IKEv2 is there for devices that prefer it, and OpenVPN over UDP or TCP gets through networks that block everything else. The apps pick the best one for you.
            </Trans>
          ),
        },
        {
          id: 'network',
          icon: 'globe',
          title: <Trans>3,000+ servers in 65 countries</Trans>,
          body: <Trans>Every server has a 10 Gbps port, so evenings and big matches do not slow you down. Connect to the fastest server nearby with one tap, or choose a country when you travel.</Trans>,
        },
      ],
    },
    {
      id: 'security',
      title: <Trans>Security</Trans>,
      intro: <Trans>Protection that keeps working when something goes wrong: a dropped connection, a leaky browser, a hostile network.</Trans>,
      features: [
        {
          id: 'encryption',
          icon: 'lock',
          title: <Trans>Modern encryption</Trans>,
          body: <Trans>Traffic is encrypted with AES-256-GCM or ChaCha20-Poly1305, the ciphers trusted by banks and secure messengers. On phones without AES hardware, ChaCha20 keeps things fast and your battery happy.</Trans>,
        },
        {
          id: 'kill-switch',
          icon: 'shield',
          title: <Trans>Kill switch</Trans>,
          body: <Trans>If the VPN connection drops for even a second, the kill switch stops all internet traffic until the tunnel is back. Nothing leaves your device unprotected, not even for the moment a reconnect takes.</Trans>,
        },
        {
          id: 'leaks',
          icon: 'shield-check',
          title: <Trans>DNS, IPv6 and WebRTC leak protection</Trans>,
          body: (
            <Trans>
              Your DNS lookups, your IPv6 traffic and your browser's WebRTC requests all stay inside the tunnel, so your real address cannot slip out by a side door. <Link to={links.webrtcTool}>Test your browser for WebRTC leaks</Link>.
            </Trans>
          ),
        },
        {
          id: 'multi-hop',
          icon: 'server',
          title: <Trans>Multi-hop (Double VPN)</Trans>,
          body: <Trans>Send your traffic through two servers in different countries. The first never sees where you are going, the second never sees who you are. Ideal for sensitive work on networks you do not trust.</Trans>,
        },
      ],
    },
    {
      id: 'privacy',
      title: <Trans>Privacy</Trans>,
      intro: <Trans>We built the service so that there is nothing about your online life for us to hand over.</Trans>,
      features: [
        {
          id: 'no-logs',
          icon: 'eye-off',
          title: <Trans>Audited no-logs policy</Trans>,
          body: (
            <Trans>
              We do not record the sites you visit, your traffic, your DNS queries, your IP address, the VPN address you get or when you connect. An independent security firm audited this in 2025; ask us for the summary. Our servers run from memory only, so a reboot erases everything.
            </Trans>
          ),
        },
        {
          id: 'dns',
          icon: 'globe',
          title: <Trans>Private DNS on every server</Trans>,
          body: <Trans>Each server runs its own DNS resolver, so the names of the sites you look up never go to your internet provider or a third party.</Trans>,
        },
        {
          id: 'threat-blocker',
          icon: 'shield',
          title: <Trans>Threat blocker</Trans>,
          body: <Trans>Blocks ads, trackers and known malware and phishing domains before they load, on every device. Pages load faster and fewer companies follow you around the web.</Trans>,
        },
      ],
    },
    {
      id: 'everyday',
      title: <Trans>Made for everyday life</Trans>,
      intro: <Trans>One account for the whole household, apps for everything you own, and people to help when you need them.</Trans>,
      features: [
        {
          id: 'split-tunnelling',
          icon: 'wifi',
          title: <Trans>Split tunnelling</Trans>,
          body: <Trans>On Windows, macOS and Android, choose which apps go through the VPN and which use your normal connection: keep your bank app, printer or local streaming on the direct route while everything else stays private.</Trans>,
        },
        {
          id: 'devices',
          icon: 'device',
          title: <Trans>10 devices at once</Trans>,
          body: <Trans>Install Harbor VPN on as many devices as you like, and keep up to 10 of them connected at the same time. Your phone, your laptop, the family tablet and the TV, all on one plan.</Trans>,
        },
        {
          id: 'apps',
          icon: 'laptop',
          title: <Trans>Apps for every platform</Trans>,
          body: (
            <Trans>
              Native apps for <Link to={links.windows}>Windows</Link>, <Link to={links.mac}>macOS</Link>, <Link to={links.ios}>iOS</Link> and <Link to={links.android}>Android</Link>, plus Android TV, Apple TV and Fire TV (<Link to={links.tv}>smart TVs</Link>), a <Link to={links.chrome}>Chrome extension</Link>, a command-line app for Linux and ready-made WireGuard and OpenVPN settings for routers.
            </Trans>
          ),
        },
        {
          id: 'support',
          icon: 'mail',
          title: <Trans>24/7 human support</Trans>,
          body: (
            <Trans>
              Live chat and email around the clock, answered by people who know networks, usually within 10 minutes. <Link to={links.contact}>Contact us</Link> any time.
            </Trans>
          ),
        },
      ],
    },
  ];
}

type Cell = { readonly mark: 'yes' | 'no' | 'partly'; readonly text: ReactNode };
type Row = { readonly label: ReactNode; readonly harbor: Cell; readonly none: Cell; readonly free: Cell };

const ROWS: readonly Row[] = [
  {
    label: <Trans>Encrypts your traffic on public Wi-Fi</Trans>,
    harbor: { mark: 'yes', text: <Trans>Yes, AES-256 or ChaCha20</Trans> },
    none: { mark: 'no', text: <Trans>Only sites that use HTTPS</Trans> },
    free: { mark: 'partly', text: <Trans>Usually, sometimes with older protocols</Trans> },
  },
  {
    label: <Trans>Hides your IP address from websites</Trans>,
    harbor: { mark: 'yes', text: <Trans>Yes</Trans> },
    none: { mark: 'no', text: <Trans>No</Trans> },
    free: { mark: 'yes', text: <Trans>Yes</Trans> },
  },
  {
    label: <Trans>Independently audited no-logs policy</Trans>,
    harbor: { mark: 'yes', text: <Trans>Yes, audited in 2025</Trans> },
    none: { mark: 'no', text: <Trans>Your provider sees every site you visit</Trans> },
    free: { mark: 'partly', text: <Trans>Rarely; some earn money from your data</Trans> },
  },
  {
    label: <Trans>Kill switch and leak protection</Trans>,
    harbor: { mark: 'yes', text: <Trans>Yes, on every app</Trans> },
    none: { mark: 'no', text: <Trans>Not applicable</Trans> },
    free: { mark: 'partly', text: <Trans>Sometimes</Trans> },
  },
  {
    label: <Trans>Speed</Trans>,
    harbor: { mark: 'yes', text: <Trans>10 Gbps servers, no data cap</Trans> },
    none: { mark: 'yes', text: <Trans>Your connection's full speed</Trans> },
    free: { mark: 'partly', text: <Trans>Often data caps or crowded servers</Trans> },
  },
  {
    label: <Trans>Server locations</Trans>,
    harbor: { mark: 'yes', text: <Trans>65 countries</Trans> },
    none: { mark: 'no', text: <Trans>None</Trans> },
    free: { mark: 'partly', text: <Trans>A handful</Trans> },
  },
  {
    label: <Trans>Devices at once</Trans>,
    harbor: { mark: 'yes', text: <Trans>10</Trans> },
    none: { mark: 'no', text: <Trans>Not applicable</Trans> },
    free: { mark: 'partly', text: <Trans>Usually 1</Trans> },
  },
  {
    label: <Trans>Help when something goes wrong</Trans>,
    harbor: { mark: 'yes', text: <Trans>24/7 live chat and email</Trans> },
    none: { mark: 'no', text: <Trans>Not applicable</Trans> },
    free: { mark: 'partly', text: <Trans>Little or none</Trans> },
  },
  {
    label: <Trans>Who pays for it</Trans>,
    harbor: { mark: 'yes', text: <Trans>You, with a subscription; we never sell data</Trans> },
    none: { mark: 'yes', text: <Trans>Nobody</Trans> },
    free: { mark: 'partly', text: <Trans>Ads, upgrades or, with some providers, your data</Trans> },
  },
];

function Mark({ cell }: { cell: Cell }) {
  return (
    <td className={`feat-compare__cell feat-compare__cell--${cell.mark}`}>
      <Icon name={cell.mark === 'yes' ? 'check' : cell.mark === 'no' ? 'close' : 'minus'} />
      <span>{cell.text}</span>
    </td>
  );
}

function Comparison() {
  return (
    <section className="feat-section" aria-labelledby="feat-compare-title">
      <h2 id="feat-compare-title" className="feat-section__title">
        <Trans>Harbor VPN vs no VPN vs a free VPN</Trans>
      </h2>
      <p className="feat-section__intro">
        <Trans>An honest comparison. Free VPNs differ a lot; this is what we see most often, not a claim about any one provider.</Trans>
      </p>
      <div className="feat-compare__scroll" role="region" aria-labelledby="feat-compare-title" tabIndex={0}>
        <table className="feat-compare">
          <thead>
            <tr>
              <td />
              <th scope="col">Harbor VPN</th>
              <th scope="col">
                <Trans>No VPN</Trans>
              </th>
              <th scope="col">
                <Trans>A typical free VPN</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                <Mark cell={row.harbor} />
                <Mark cell={row.none} />
                <Mark cell={row.free} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export type FeaturesViewProps = {
  readonly heading: string;
  readonly lead: string;
  readonly faq: readonly FaqItem[];
  readonly links: FeaturesLinks;
};

/** The features page: a hero, four groups of features, the comparison table, questions and a call to action. */
export function FeaturesView({ heading, lead, faq, links }: FeaturesViewProps) {
  const { t } = useLingui();
  return (
    <div className="feat">
      <section className="feat-hero">
        <div className="feat-hero__inner">
          <h1 className="feat-hero__heading">{heading}</h1>
          <p className="feat-hero__lead">{lead}</p>
          <nav className="feat-hero__jump" aria-label={t`Feature groups`}>
            <ul>
              {groups(links).map((group) => (
                <li key={group.id}>
                  <a href={`#feat-${group.id}`}>{group.title}</a>
                </li>
              ))}
              <li>
                <a href="#feat-compare-title">
                  <Trans>Comparison</Trans>
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </section>
      <div className="feat-body">
        {groups(links).map((group) => (
          <section key={group.id} className="feat-section" aria-labelledby={`feat-${group.id}`}>
            <h2 id={`feat-${group.id}`} className="feat-section__title">
              {group.title}
            </h2>
            <p className="feat-section__intro">{group.intro}</p>
            <ul className="feat-list">
              {group.features.map((feature) => (
                <li key={feature.id} className="feat-item">
                  <Icon name={feature.icon} size="1.75rem" />
                  <h3 className="feat-item__title">{feature.title}</h3>
                  <p className="feat-item__body">{feature.body}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Comparison />
        <FaqList heading={t`Questions about the features`} items={faq} />
        <section className="feat-cta" aria-labelledby="feat-cta-title">
          <h2 id="feat-cta-title" className="feat-section__title">
            <Trans>Every feature, in every plan</Trans>
          </h2>
          <p className="feat-section__intro">
            <Trans>No tiers and no add-ons to unlock: every subscription includes everything on this page, with a 30-day money-back guarantee.</Trans>
          </p>
          <div className="feat-cta__actions">
            <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={links.pricing}>
              <Trans>See plans and prices</Trans>
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={links.download}>
              <Trans>Download the apps</Trans>
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
