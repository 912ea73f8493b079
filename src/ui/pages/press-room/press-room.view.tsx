import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/card/card.view.tsx';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Icon } from '../../components/icon/icon.view.tsx';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden.view.tsx';
import './press-room.css';
import { plural } from '@lingui/core/macro';
import { NETWORK_FACTS, SERVICE_FACTS, dateTimeFormat, numberFormat } from '../../../domain/index.ts';

export type PressRelease = {
  /** Anchor id, so a release can be linked to. */
  readonly id: string;
  /** ISO date of publication (YYYY-MM-DD). */
  readonly date: string;
  readonly headline: MessageDescriptor;
  readonly paragraphs: readonly MessageDescriptor[];
};

export const PRESS_EMAIL = 'press@harborvpn.com';

/** The media kit's files under public/press/ (SVG, so they scale to any size). */
const LOGOS = [
  { file: '/press/harbor-vpn-logo.svg', kind: 'colour', width: 624, height: 128 },
  { file: '/press/harbor-vpn-logo-white.svg', kind: 'white', width: 624, height: 128 },
  { file: '/press/harbor-vpn-icon.svg', kind: 'icon', width: 128, height: 128 },
] as const;

/** Brand colours; press-room.css paints the swatches with the same values. */
const COLOURS = [
  { hex: '#0B5CFF', kind: 'blue' },
  { hex: '#0846C4', kind: 'deep' },
  { hex: '#081A3A', kind: 'navy' },
  { hex: '#E8F0FF', kind: 'mist' },
  { hex: '#F5A524', kind: 'amber' },
] as const;

/** Dates are calendar days: formatted in UTC so the server and every browser print the same day. */
function formatDay(locale: string, isoDate: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** SPEC §2.2 /press-room: press releases, the company in brief, the media kit, the press contact and questions. */
export function PressRoomView({ locale, releases, faq }: { readonly locale: string; readonly releases: readonly PressRelease[]; readonly faq: readonly FaqItem[] }) {
  const { t, i18n } = useLingui();
  const { servers, countries } = NETWORK_FACTS;
  const { devices, people } = SERVICE_FACTS;
  const founded = formatDay(locale, SERVICE_FACTS.founded, { year: 'numeric', month: 'long' });
  // A bare number: the sentence says "in {auditYear}" in its own words; a formatted year added "年" or "г." twice.
  const auditYear = numberFormat(locale, { useGrouping: false }).format(SERVICE_FACTS.auditYear);
  const logoName = { colour: t`Full-colour logo`, white: t`White logo for dark backgrounds`, icon: t`App icon` };
  const logoUse = {
    colour: t`For white and light backgrounds.`,
    white: t`For dark backgrounds and photos.`,
    icon: t`For small spaces and social media avatars.`,
  };
  const colourName = { blue: t`Harbor blue`, deep: t`Deep blue`, navy: t`Night navy`, mist: t`Mist`, amber: t`Signal amber` };
  const facts: readonly (readonly [string, string])[] = [
    [t`Company`, t`Harbor Privacy AG, Zug, Switzerland`],
    [t`Founded`, founded],
    [t`Offices`, t`Zug (headquarters), Lisbon, Singapore`],
    [t`Team`, t`About ${plural(people, { one: '# person', other: '# people' })}`],
    [t`Network`, t`${plural(servers, { one: '#+ server', other: '#+ servers' })} in ${plural(countries, { one: '# country', other: '# countries' })}, RAM-only, 10 Gbps ports`],
    [t`Protocols`, t`WireGuard (default), IKEv2, OpenVPN`],
    [t`Devices`, t`Up to ${plural(devices, { one: '# device', other: '# devices' })} at once on one subscription`],
    [t`Apps`, t`Windows, macOS, iOS, Android, Android TV, Apple TV, Linux, Chrome, routers`],
    [t`Privacy`, t`No activity or connection logs; independent audit completed in ${auditYear}`],
    [t`Law`, t`Swiss Federal Act on Data Protection; GDPR for visitors from the EU`],
  ];
  return (
    <div className="press">
      <div className="press__columns">
        <section className="press__releases" aria-labelledby="press-releases">
          <h2 id="press-releases" className="press__heading">
            <Trans>Press releases</Trans>
          </h2>
          <ol className="press__release-list">
            {releases.map((release) => (
              <li key={release.id}>
                <article id={release.id} className="press__release" aria-labelledby={`${release.id}-title`}>
                  <time className="press__date" dateTime={release.date}>
                    {formatDay(locale, release.date, { dateStyle: 'long' })}
                  </time>
                  <h3 id={`${release.id}-title`} className="press__release-title">
                    {i18n._(release.headline)}
                  </h3>
                  {release.paragraphs.map((paragraph) => (
                    <p key={paragraph.id}>{i18n._(paragraph)}</p>
                  ))}
                </article>
              </li>
            ))}
          </ol>
        </section>

        <div className="press__aside">
          <Card as="section" tone="subtle" aria-labelledby="press-glance">
            <h2 id="press-glance" className="press__heading press__heading--small">
              <Trans>Harbor VPN at a glance</Trans>
            </h2>
            <dl className="press__facts">
              {facts.map(([term, value]) => (
                <div key={term} className="press__fact">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card as="section" tone="highlight" aria-labelledby="press-contact">
            <h2 id="press-contact" className="press__heading press__heading--small">
              <Trans>Press contact</Trans>
            </h2>
            <p>
              <Trans>Journalists and analysts can reach our press team by email. We reply within one working day.</Trans>
            </p>
            <p className="press__email">
              <Icon name="mail" />
              <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>
            </p>
            <p className="press__note">
              <Trans>For help with your own account, please contact our support team instead: they answer around the clock.</Trans>
            </p>
          </Card>
        </div>
      </div>

      <section id="media-kit" className="press__kit" aria-labelledby="press-kit">
        <h2 id="press-kit" className="press__heading">
          <Trans>Media kit</Trans>
        </h2>
        <p className="press__intro">
          <Trans>Our logo files are SVG vector graphics, sharp at any size. You may use them in articles, reviews and presentations about Harbor VPN.</Trans>
        </p>
        <ul className="press__logos">
          {LOGOS.map((logo) => (
            <li key={logo.kind} className="press__logo">
              <div className={`press__logo-preview press__logo-preview--${logo.kind}`}>
                <img src={logo.file} width={logo.width} height={logo.height} alt={logoName[logo.kind]} loading="lazy" />
              </div>
              <div className="press__logo-text">
                <h3 className="press__logo-name">{logoName[logo.kind]}</h3>
                <p>{logoUse[logo.kind]}</p>
                <a className="press__download" href={logo.file} download>
                  <Icon name="download" />
                  <Trans>Download SVG</Trans>
                  <VisuallyHidden>({logoName[logo.kind]})</VisuallyHidden>
                </a>
              </div>
            </li>
          ))}
        </ul>

        <div className="press__kit-columns">
          <section aria-labelledby="press-rules">
            <h3 id="press-rules" className="press__subheading">
              <Trans>Using our logo</Trans>
            </h3>
            <ul className="press__rules">
              <li>
                <Trans>Leave clear space around the logo at least as wide as the height of the shield icon.</Trans>
              </li>
              <li>
                <Trans>Use the full-colour logo on light backgrounds and the white logo on dark backgrounds or photos.</Trans>
              </li>
              <li>
                <Trans>Do not recolour, stretch, rotate, outline or add effects to the logo, and do not rearrange the icon and the name.</Trans>
              </li>
              <li>
                <Trans>Keep the logo at least 24 pixels tall on screen, and the icon at least 16 pixels.</Trans>
              </li>
              <li>
                <Trans>Write the name as "Harbor VPN": two words, capital H, V, P and N.</Trans>
              </li>
            </ul>
          </section>
          <section aria-labelledby="press-colours">
            <h3 id="press-colours" className="press__subheading">
              <Trans>Brand colours</Trans>
            </h3>
            <ul className="press__colours">
              {COLOURS.map((colour) => (
                <li key={colour.kind} className="press__colour">
                  <span className={`press__swatch press__swatch--${colour.kind}`} aria-hidden="true" />
                  <span className="press__colour-name">{colourName[colour.kind]}</span>
                  <code className="press__hex">{colour.hex}</code>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>

      <div className="press__faq">
        <FaqList heading={t`Questions from journalists`} items={faq} />
      </div>
    </div>
  );
}
