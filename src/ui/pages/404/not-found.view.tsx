import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import './not-found.css';

/** Where a lost visitor may want to go; hrefs are built by the caller in the page's language. */
export type NotFoundLinks = {
  readonly home: string;
  readonly pricing: string;
  readonly download: string;
  readonly blog: string;
  /** The help centre, outside this site. */
  readonly help: string;
};

export type NotFoundViewProps = {
  /** The main heading: the not-found heading, or 'Page Not Found: {path}' after a failed validation. */
  readonly heading: ReactNode;
  readonly lead: string;
  /** The unknown path the visitor asked for, shown back to them. */
  readonly missingPath?: string;
  readonly links: NotFoundLinks;
  /** A failed validation is announced at once, as the error page always was. */
  readonly alert?: boolean;
};

type Destination = { readonly key: keyof NotFoundLinks; readonly icon: IconName };

const DESTINATIONS: readonly Destination[] = [
  { key: 'home', icon: 'home' },
  { key: 'pricing', icon: 'credit-card' },
  { key: 'download', icon: 'download' },
  { key: 'blog', icon: 'search' },
  { key: 'help', icon: 'info' },
];

function DestinationText({ which }: { readonly which: keyof NotFoundLinks }) {
  switch (which) {
    case 'home':
      return (
        <>
          <span className="not-found__link-title">
            <Trans>Home page</Trans>
          </span>
          <span className="not-found__link-text">
            <Trans>What Harbor VPN does, in one page.</Trans>
          </span>
        </>
      );
    case 'pricing':
      return (
        <>
          <span className="not-found__link-title">
            <Trans>Plans and pricing</Trans>
          </span>
          <span className="not-found__link-text">
            <Trans>Every plan with the 30-day money-back guarantee.</Trans>
          </span>
        </>
      );
    case 'download':
      return (
        <>
          <span className="not-found__link-title">
            <Trans>Download the apps</Trans>
          </span>
          <span className="not-found__link-text">
            <Trans>For Windows, macOS, iOS, Android, TVs and more.</Trans>
          </span>
        </>
      );
    case 'blog':
      return (
        <>
          <span className="not-found__link-title">
            <Trans>Blog</Trans>
          </span>
          <span className="not-found__link-text">
            <Trans>Guides to privacy, security and streaming.</Trans>
          </span>
        </>
      );
    default:
      return (
        <>
          <span className="not-found__link-title">
            <Trans>Help centre</Trans>
          </span>
          <span className="not-found__link-text">
            <Trans>Answers to common questions, and 24/7 support.</Trans>
          </span>
        </>
      );
  }
}

/** A lighthouse over the water: decorative, so hidden from assistive technology. */
function Illustration() {
  return (
    <svg className="not-found__art" width="240" height="200" viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <circle cx="120" cy="100" r="92" className="not-found__art-sky" />
      <path d="M120 46 L196 22 L196 34 Z" className="not-found__art-beam" />
      <path d="M120 46 L44 22 L44 34 Z" className="not-found__art-beam" />
      <path d="M104 150 L110 62 H130 L136 150 Z" className="not-found__art-tower" />
      <path d="M107 118 H133 M109 90 H131" className="not-found__art-stripes" />
      <rect x="108" y="38" width="24" height="24" rx="4" className="not-found__art-lamp" />
      <path d="M104 38 L120 24 L136 38 Z" className="not-found__art-roof" />
      <path d="M28 160 q16 -10 32 0 t32 0 t32 0 t32 0 t32 0 t32 0" className="not-found__art-wave" />
      <path d="M48 180 q16 -10 32 0 t32 0 t32 0 t32 0 t32 0" className="not-found__art-wave not-found__art-wave--far" />
    </svg>
  );
}

/** SPEC §2.2 /404 and §8: the not-found page, with the way back to the pages most visitors look for. */
export function NotFoundView({ heading, lead, missingPath, links, alert = false }: NotFoundViewProps) {
  return (
    <div className="not-found">
      <section className="not-found__intro" role={alert ? 'alert' : undefined}>
        <Illustration />
        <div className="not-found__text">
          <p className="not-found__status">404</p>
          <h1 className="not-found__heading">{heading}</h1>
          <p className="not-found__lead">{lead}</p>
          {missingPath === undefined ? null : (
            <p className="not-found__path">
              <Trans>
                Nothing is published at <code>{missingPath}</code>.
              </Trans>
            </p>
          )}
          <Link className="button button--large" to={links.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </section>
      <nav className="not-found__nav" aria-labelledby="not-found-links">
        <h2 id="not-found-links" className="not-found__nav-heading">
          <Trans>Or pick up from one of these pages</Trans>
        </h2>
        <ul className="not-found__links">
          {DESTINATIONS.map((destination) => (
            <li key={destination.key}>
              {destination.key === 'help' ? (
                <a className="not-found__link" href={links.help}>
                  <Icon name={destination.icon} size={24} />
                  <DestinationText which={destination.key} />
                </a>
              ) : (
                <Link className="not-found__link" to={links[destination.key]}>
                  <Icon name={destination.icon} size={24} />
                  <DestinationText which={destination.key} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
