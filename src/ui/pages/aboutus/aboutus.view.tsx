import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import './aboutus.css';

export type AboutUsViewProps = {
  /** "October 2022" in the page's language. */
  readonly founded: string;
  readonly years: { readonly y2023: string; readonly y2024: string; readonly y2025: string; readonly y2026: string };
  /** A count: the noun agrees with it in the page's language. */
  readonly people: number;
  readonly links: { readonly contact: string; readonly helpCentre: string; readonly privacy: string; readonly features: string };
};

const VALUES: readonly { readonly icon: IconName; readonly title: ReactNode; readonly body: ReactNode }[] = [
  {
    icon: 'lock',
    title: <Trans>Privacy by design</Trans>,
    body: <Trans>We decide what not to collect before we write a line of code. Data we never store cannot leak, be sold or be handed over.</Trans>,
  },
  {
    icon: 'check',
    title: <Trans>Honesty over hype</Trans>,
    body: <Trans>We say what a VPN can and cannot do, we show prices before you pay, and we let independent auditors check our claims.</Trans>,
  },
  {
    icon: 'zap',
    title: <Trans>Speed is a feature</Trans>,
    body: <Trans>Protection only works if people leave it on. We invest in fast servers and light apps so that they do.</Trans>,
  },
  {
    icon: 'user',
    title: <Trans>People, not scripts</Trans>,
    body: <Trans>Our support team is made of people who understand networks, around the clock, in the languages our customers speak.</Trans>,
  },
];

const OFFICES: readonly { readonly city: ReactNode; readonly role: ReactNode }[] = [
  { city: <Trans>Zug, Switzerland (headquarters)</Trans>, role: <Trans>Engineering, security, legal and finance</Trans> },
  { city: <Trans>Lisbon, Portugal</Trans>, role: <Trans>Customer support, design and app development</Trans> },
  { city: <Trans>Singapore</Trans>, role: <Trans>Network operations and support for Asia-Pacific</Trans> },
];

/** The about page: mission, story, values, the team, how we earn money, milestones and contacts. */
export function AboutUsView({ founded, years, people, links }: AboutUsViewProps) {
  const { y2023, y2024, y2025, y2026 } = years;
  return (
    <div className="about">
      <section className="about-section about-mission" aria-labelledby="about-mission">
        <h2 id="about-mission" className="about-section__title">
          <Trans>Our mission</Trans>
        </h2>
        <p className="about-mission__statement">
          <Trans>Privacy online should be the default, not a luxury or a puzzle. We make it one tap away, on every device, for everyone in the household.</Trans>
        </p>
      </section>

      <section className="about-section" aria-labelledby="about-story">
        <h2 id="about-story" className="about-section__title">
          <Trans>Our story</Trans>
        </h2>
        <p>
          <Trans>
            Harbor Privacy AG was founded in Zug, Switzerland, in {founded} by network and security engineers who were tired of VPNs that promised privacy while logging, tracking and reselling their customers' data.
          </Trans>
        </p>
        <p>
          <Trans>
            We chose Switzerland for its strong data protection law and its independent courts, and we built the service so that there is as little as possible to protect in the first place: no activity logs, servers that run from memory only, and an account that needs nothing but an email address.
          </Trans>
        </p>
      </section>

      <section className="about-section" aria-labelledby="about-values">
        <h2 id="about-values" className="about-section__title">
          <Trans>What we stand for</Trans>
        </h2>
        <ul className="about-values">
          {VALUES.map((value, index) => (
            <li key={index}>
              <Icon name={value.icon} size="1.5rem" />
              <h3>{value.title}</h3>
              <p>{value.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-team">
        <h2 id="about-team" className="about-section__title">
          <Trans>The team</Trans>
        </h2>
        <p>
          <Trans>
            About <Plural value={people} one="# person works" other="# people work" /> at Harbor VPN: network engineers, app developers, security specialists, designers, lawyers and the support team that answers you day and night. We work from three offices.
          </Trans>
        </p>
        <ul className="about-offices">
          {OFFICES.map((office, index) => (
            <li key={index}>
              <Icon name="globe" />
              <div>
                <h3>{office.city}</h3>
                <p>{office.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section about-money" aria-labelledby="about-money">
        <h2 id="about-money" className="about-section__title">
          <Trans>How we make money</Trans>
        </h2>
        <p>
          <Trans>
            From subscriptions, and only from subscriptions. We show no ads, we do not sell or share data about what you do online, and we have no data to sell because we do not collect it. Some customers find us through partner websites, which earn a commission on the subscription, never on data.
          </Trans>
        </p>
        <p>
          <Trans>
            Read exactly what we keep and why in our <Link to={links.privacy}>privacy policy</Link>.
          </Trans>
        </p>
      </section>

      <section className="about-section" aria-labelledby="about-milestones">
        <h2 id="about-milestones" className="about-section__title">
          <Trans>Milestones</Trans>
        </h2>
        <ol className="about-timeline">
          <li>
            <strong>{founded}</strong>
            <span>
              <Trans>Harbor Privacy AG is founded in Zug.</Trans>
            </span>
          </li>
          <li>
            <strong>{y2023}</strong>
            <span>
              <Trans>The first apps for Windows, macOS, iOS and Android launch, with 24/7 support from day one.</Trans>
            </span>
          </li>
          <li>
            <strong>{y2024}</strong>
            <span>
              <Trans>Offices open in Lisbon and Singapore, and WireGuard becomes the default protocol.</Trans>
            </span>
          </li>
          <li>
            <strong>{y2025}</strong>
            <span>
              <Trans>An independent security firm audits our no-logs policy, and every server now runs from memory only.</Trans>
            </span>
          </li>
          <li>
            <strong>{y2026}</strong>
            <span>
              <Trans>
                More than 3,000 servers in 65 countries, and apps for TVs, routers and Linux. <Link to={links.features}>See what Harbor VPN does today</Link>.
              </Trans>
            </span>
          </li>
        </ol>
      </section>

      <section className="about-section" aria-labelledby="about-contact">
        <h2 id="about-contact" className="about-section__title">
          <Trans>Get in touch</Trans>
        </h2>
        <ul className="about-contacts">
          <li>
            <h3>
              <Trans>Help with your account or the apps</Trans>
            </h3>
            <p>
              <a href="mailto:support@harborvpn.com">support@harborvpn.com</a> · <a href={links.helpCentre}><Trans>Help centre</Trans></a> · <Link to={links.contact}><Trans>Contact form</Trans></Link>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Press and media</Trans>
            </h3>
            <p>
              <a href="mailto:press@harborvpn.com">press@harborvpn.com</a>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Partners and affiliates</Trans>
            </h3>
            <p>
              <a href="mailto:partners@harborvpn.com">partners@harborvpn.com</a>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Data protection</Trans>
            </h3>
            <p>
              <a href="mailto:privacy@harborvpn.com">privacy@harborvpn.com</a>
            </p>
          </li>
        </ul>
        <p className="about-address">
          <Trans>Harbor Privacy AG, Zug, Switzerland</Trans>
        </p>
      </section>
    </div>
  );
}
