import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import { SecurityAdvantages } from './security-advantages.view.tsx';
import { TrustedBy } from './trusted-by.view.tsx';
import './home.css';

type Platform = 'windows' | 'mac' | 'ios' | 'android' | 'tv' | 'chrome';

export type HomeLinks = {
  readonly pricing: string;
  readonly trial: string;
  readonly features: string;
  readonly whatIsVpn: string;
  readonly download: string;
  readonly ipTool: string;
  readonly webrtcTool: string;
  readonly aboutus: string;
  readonly platforms: Readonly<Record<Platform, string>>;
};

/** Counts stay numbers so each language's plural rules pick the noun's form; Lingui formats `#` in the page's locale. */
export type HomeNumbers = {
  readonly servers: number;
  readonly countries: number;
  readonly devices: number;
  readonly auditYear: string;
  readonly moneyBackDays: number;
};

export type HomeViewProps = {
  readonly heading: string;
  readonly lead: string;
  readonly faq: readonly FaqItem[];
  readonly numbers: HomeNumbers;
  /** The seasonal promotion, known only in the browser once the page has hydrated (home.page.tsx). */
  readonly seasonalBanner: ReactNode;
  readonly links: HomeLinks;
  /** The plan switcher, which follows its own machine (src/ui/pages/home/home.page.tsx). */
  readonly pricingTeaser: ReactNode;
};

function Hero({ heading, lead, numbers, links, seasonalBanner }: Pick<HomeViewProps, 'heading' | 'lead' | 'numbers' | 'links' | 'seasonalBanner'>) {
  const { moneyBackDays } = numbers;
  return (
    <section className="home-hero">
      {seasonalBanner}
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <h1 className="home-hero__heading">{heading}</h1>
          <p className="home-hero__lead">{lead}</p>
          <div className="home-hero__actions">
            <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={links.pricing}>
              <Trans>Get Harbor VPN</Trans>
            </Link>
            <Link className="button button--ghost button--large" to={links.trial}>
              <Trans>Try it free for 7 days</Trans>
            </Link>
          </div>
          <p className="home-hero__trust">
            <Icon name="shield-check" />
            <span>
              <Plural value={moneyBackDays} one="#-day money-back guarantee" other="#-day money-back guarantee" />
            </span>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

const FEATURES: readonly { readonly icon: IconName; readonly title: ReactNode; readonly body: (numbers: HomeNumbers) => ReactNode }[] = [
  {
    icon: 'zap',
    title: <Trans>Fast by default</Trans>,
    body: () => <Trans>WireGuard, the modern VPN protocol, on 10 Gbps servers: pages load quickly, streams start sharp and calls stay clear.</Trans>,
  },
  {
    icon: 'globe',
    title: <Trans>Servers around the world</Trans>,
    body: ({ servers, countries }) => (
      <Trans>
        <Plural value={servers} one="#+ server" other="#+ servers" /> in <Plural value={countries} one="# country" other="# countries" />. Connect to the fastest one with a
        tap, or pick the exact country you need.
      </Trans>
    ),
  },
  {
    icon: 'device',
    title: <Trans>Your whole household</Trans>,
    body: ({ devices }) => (
      <Trans>
        Protect up to <Plural value={devices} one="# device" other="# devices" /> at once: phones, laptops, tablets, TVs and the router, all on one subscription.
      </Trans>
    ),
  },
  {
    icon: 'shield',
    title: <Trans>Threat blocker</Trans>,
    body: () => <Trans>Blocks ads, trackers and known malware domains before they load, so pages are cleaner, faster and safer.</Trans>,
  },
  {
    icon: 'wifi',
    title: <Trans>Split tunnelling</Trans>,
    body: () => <Trans>Choose which apps use the VPN and which go direct, so your banking app and your printer keep working while everything else stays private.</Trans>,
  },
  {
    icon: 'mail',
    title: <Trans>Help, day and night</Trans>,
    body: () => <Trans>Real people answer live chat and email 24/7, usually in under 10 minutes.</Trans>,
  },
];

function Features({ numbers, links }: Pick<HomeViewProps, 'numbers' | 'links'>) {
  return (
    <section className="home-section" aria-labelledby="home-features-title">
      <div className="home-section__inner">
        <h2 id="home-features-title" className="home-section__title">
          <Trans>Everything you need, nothing you don't</Trans>
        </h2>
        <ul className="home-features">
          {FEATURES.map((feature, index) => (
            <li key={index} className="home-features__item">
              <Icon name={feature.icon} size="1.75rem" />
              <h3 className="home-features__title">{feature.title}</h3>
              <p className="home-features__body">{feature.body(numbers)}</p>
            </li>
          ))}
        </ul>
        <Link className="home-section__more" to={links.features}>
          <Trans>Explore all features</Trans>
        </Link>
      </div>
    </section>
  );
}

function Tools({ links }: Pick<HomeViewProps, 'links'>) {
  return (
    <section className="home-section home-tools" aria-labelledby="home-tools-title">
      <div className="home-section__inner">
        <h2 id="home-tools-title" className="home-section__title">
          <Trans>Free privacy tools</Trans>
        </h2>
        <p className="home-section__lead">
          <Trans>See what websites can learn about you, with or without a VPN. No account needed.</Trans>
        </p>
        <ul className="home-tools__list">
          <li className="home-tools__item">
            <Icon name="search" size="1.5rem" />
            <h3 className="home-tools__title">
              <Link to={links.ipTool}>
                <Trans>What is my IP address?</Trans>
              </Link>
            </h3>
            <p>
              <Trans>Your public IP address, the location and the internet provider it reveals.</Trans>
            </p>
          </li>
          <li className="home-tools__item">
            <Icon name="eye" size="1.5rem" />
            <h3 className="home-tools__title">
              <Link to={links.webrtcTool}>
                <Trans>WebRTC leak test</Trans>
              </Link>
            </h3>
            <p>
              <Trans>Check whether your browser exposes your real IP address through WebRTC, even behind a VPN.</Trans>
            </p>
          </li>
          <li className="home-tools__item">
            <Icon name="info" size="1.5rem" />
            <h3 className="home-tools__title">
              <Link to={links.whatIsVpn}>
                <Trans>What is a VPN?</Trans>
              </Link>
            </h3>
            <p>
              <Trans>A plain-language guide to what a VPN protects, and what it does not.</Trans>
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}

const PLATFORMS: readonly { readonly key: Platform; readonly icon: IconName; readonly name: ReactNode }[] = [
  { key: 'windows', icon: 'laptop', name: 'Windows' },
  { key: 'mac', icon: 'laptop', name: 'macOS' },
  { key: 'ios', icon: 'phone', name: 'iPhone & iPad' },
  { key: 'android', icon: 'phone', name: 'Android' },
  { key: 'tv', icon: 'device', name: <Trans>Smart TVs</Trans> },
  { key: 'chrome', icon: 'globe', name: 'Chrome' },
];

function Downloads({ links }: Pick<HomeViewProps, 'links'>) {
  return (
    <section className="home-section home-downloads" aria-labelledby="home-downloads-title">
      <div className="home-section__inner">
        <h2 id="home-downloads-title" className="home-section__title">
          <Trans>Apps for every device you own</Trans>
        </h2>
        <ul className="home-downloads__list">
          {PLATFORMS.map((platform) => (
            <li key={platform.key}>
              <Link className="home-downloads__link" to={links.platforms[platform.key]}>
                <Icon name={platform.icon} />
                <span>{platform.name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link className="home-section__more" to={links.download}>
          <Trans>All apps, including Linux and routers</Trans>
        </Link>
      </div>
    </section>
  );
}

function FinalCta({ numbers, links }: Pick<HomeViewProps, 'numbers' | 'links'>) {
  const { devices, moneyBackDays } = numbers;
  return (
    <section className="home-final" aria-labelledby="home-final-title">
      <div className="home-section__inner home-final__inner">
        <h2 id="home-final-title" className="home-final__title">
          <Trans>Take your privacy back today</Trans>
        </h2>
        <p className="home-final__lead">
          <Trans>
            Set up in two minutes, protect <Plural value={devices} one="# device" other="# devices" />, and get your money back within{' '}
            <Plural value={moneyBackDays} one="# day" other="# days" /> if it is not for you.
          </Trans>
        </p>
        <div className="home-hero__actions">
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={links.pricing}>
            <Trans>Get Harbor VPN</Trans>
          </Link>
          <Link className="button button--ghost button--large" to={links.aboutus}>
            <Trans>Meet the team behind it</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The home page: hero, features, the shared pieces, tools, apps, questions and a last call to action. */
export function HomeView(props: HomeViewProps) {
  const { t } = useLingui();
  const { numbers, links } = props;
  return (
    <div className="home">
      <Hero heading={props.heading} lead={props.lead} numbers={numbers} links={links} seasonalBanner={props.seasonalBanner} />
      <Features numbers={numbers} links={links} />
      <SecurityAdvantages />
      <TrustedBy devices={numbers.devices} countries={numbers.countries} auditYear={numbers.auditYear} />
      {props.pricingTeaser}
      <Tools links={links} />
      <Downloads links={links} />
      <div className="home-section home-faq">
        <div className="home-section__inner">
          <FaqList heading={t`Questions people ask before they join`} items={props.faq} />
        </div>
      </div>
      <FinalCta numbers={numbers} links={links} />
    </div>
  );
}
