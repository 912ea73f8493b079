import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  isVirtualRegion,
  type Language,
  languageTag,
  localizedPath,
  NETWORK_FACTS,
  numberFormat,
  REGION_DATA,
  regionsByContinent,
  regionServerCount,
  SERVER_REGIONS,
  type ServerCity,
  type ServerRegion,
} from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import { Breadcrumbs, IntroWithTrail } from '../../components/breadcrumbs/breadcrumbs.view.tsx';
import { ButtonLink } from '../../components/button/button.view.tsx';
import { CtaPanel, LinkCard, PillLinks } from '../../components/content-blocks/content-blocks.view.tsx';
import { FaqList } from '../../components/faq/faq-list.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { BANKING, CITY_NAMES, CONTINENT_NAMES, COUNTRY_NAMES, INDEX_FAQ, LIMITS, LOGS_FAQ, REGION_CONTENT } from './vpn-server.content.ts';
import './vpn-server.css';

function useCount() {
  const { i18n } = useLingui();
  const format = numberFormat(languageTag(i18n.locale as Language));
  return (count: number) => format.format(count);
}

function ServerCount({ count }: { count: number }) {
  return <Plural value={count} one="# server" other="# servers" />;
}

function cityName(i18n: { _: (descriptor: MessageDescriptor) => string }, city: ServerCity): string {
  const name = CITY_NAMES[city.id];
  return name === undefined ? city.id : i18n._(name);
}

function GetStarted({ language }: { language: Language }) {
  return (
    <CtaPanel
      heading={<Trans>Every location on every plan</Trans>}
      actions={
        <>
          <ButtonLink variant="primary" href={pageLink(language, 'index', 'pricing')}>
            <Trans>See plans and prices</Trans>
          </ButtonLink>
          <ButtonLink variant="secondary" href={pageLink(language, 'index', 'download')}>
            <Trans>Download the apps</Trans>
          </ButtonLink>
        </>
      }
    >
      <Trans>All 65 countries are included in every subscription, on up to 10 devices at once, with a 30-day money-back guarantee.</Trans>
    </CtaPanel>
  );
}

export function ServersIndexView({ language, heading, lead }: { language: Language; heading: string; lead: string }) {
  const { i18n, t } = useLingui();
  const count = useCount();
  const { servers, countries } = NETWORK_FACTS;
  const gbps = count(NETWORK_FACTS.portGbps);
  return (
    <>
      <IntroWithTrail heading={heading} lead={lead}>
        <ul className="servers-stats">
          <li>
            {/* A figure is read left to right in every script: in Arabic, "3,000+" kept its plus on the wrong side. */}
            <strong>
              <span dir="ltr">{count(servers)}+</span>
            </strong>{' '}
            <Plural value={servers} one="server" other="servers" />
          </li>
          <li>
            <strong>{count(countries)}</strong> <Plural value={countries} one="country" other="countries" />
          </li>
          {/* Each fact is a figure above its label, as separate messages: a sentence with the figure inside put it
              mid-line in languages whose word order differs ("Serwery tylko w RAM, bez dysków"). */}
          <li>
            <strong>
              <span dir="ltr">{t({ message: `${gbps} Gbps`, comment: 'The port speed, shown large above the label "ports"' })}</span>
            </strong>{' '}
            {t({ message: 'ports', comment: 'Label under the port speed "10 Gbps"' })}
          </li>
          <li>
            <strong>{t({ message: 'RAM-only', comment: 'Shown large above the label "servers, no disks"' })}</strong>{' '}
            {t({ message: 'servers, no disks', comment: 'Label under "RAM-only"' })}
          </li>
        </ul>
      </IntroWithTrail>
      <div className="content-page">
        <p className="servers__intro">
          <Trans>These are our most popular locations. The apps list every country and city, with the current load of each server.</Trans>
        </p>
        {regionsByContinent(SERVER_REGIONS).map((group) => (
          <section key={group.continent} className="content-section" aria-labelledby={`continent-${group.continent}`}>
            <h2 id={`continent-${group.continent}`} className="content-heading">
              {i18n._(CONTINENT_NAMES[group.continent])}
            </h2>
            <ul className="servers__grid">
              {group.regions.map((region) => {
                const data = REGION_DATA[region];
                return (
                  <LinkCard key={region} href={localizedPath(language, `/vpn-server/${region}`)} title={i18n._(COUNTRY_NAMES[data.country])}>
                    <p>{data.cities.map((city) => cityName(i18n, city)).join(' · ')}</p>
                    <p className="region-card__meta">
                      <ServerCount count={regionServerCount(data)} />
                      {isVirtualRegion(data) && (
                        <span className="region-card__virtual">
                          <Trans>Virtual location</Trans>
                        </span>
                      )}
                    </p>
                  </LinkCard>
                );
              })}
            </ul>
          </section>
        ))}
        <FaqList heading={t`Questions about our servers`} items={INDEX_FAQ} />
        <GetStarted language={language} />
      </div>
    </>
  );
}

function UseCase({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <li className="use-case">
      <Icon name={icon} size={24} className="use-case__icon" />
      <h3 className="use-case__title">{title}</h3>
      <p className="use-case__text">{text}</p>
    </li>
  );
}

export function RegionView({ language, region, heading, lead }: { language: Language; region: ServerRegion; heading: string; lead: string }) {
  const { i18n, t } = useLingui();
  const data = REGION_DATA[region];
  const content = REGION_CONTENT[region];
  const country = i18n._(COUNTRY_NAMES[data.country]);
  return (
    <>
      <IntroWithTrail
        heading={heading}
        lead={lead}
        trail={<Breadcrumbs label={t`Breadcrumb`} trail={[{ label: t`Servers`, href: localizedPath(language, '/vpn-server') }]} current={country} />}
      />
      <div className="content-page">
        <section className="content-section" aria-labelledby="cities">
          <h2 id="cities" className="content-heading">
            <Trans>Cities and servers</Trans>
          </h2>
          <ul className="city-list">
            {data.cities.map((city) => (
              <li key={city.id} className="city">
                <Icon name="server" size={22} className="city__icon" />
                <span className="city__name">{cityName(i18n, city)}</span>
                <span className="city__count">
                  <ServerCount count={city.servers} />
                </span>
                <span className={city.hostedIn === undefined ? 'city__kind' : 'city__kind city__kind--virtual'}>
                  {city.hostedIn === undefined ? <Trans>Physical servers, RAM-only</Trans> : <Trans>Virtual location, servers in Singapore</Trans>}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="content-section" aria-labelledby="works">
          <h2 id="works" className="content-heading">
            <Trans>What works from here</Trans>
          </h2>
          <ul className="use-cases">
            <UseCase icon="star" title={t`Streaming`} text={i18n._(content.streaming)} />
            <UseCase icon="zap" title={t`Gaming`} text={i18n._(content.gaming)} />
            <UseCase icon="credit-card" title={t`Banking while travelling`} text={i18n._(BANKING)} />
          </ul>
        </section>
        <div className="servers__columns">
          <section className="content-section" aria-labelledby="good-to-know">
            <h2 id="good-to-know" className="content-heading">
              <Trans>Good to know</Trans>
            </h2>
            {content.facts.map((fact) => (
              <p key={fact.id} className="servers__fact">
                {i18n._(fact)}
              </p>
            ))}
          </section>
          <section className="content-section" aria-labelledby="limits">
            <h2 id="limits" className="content-heading">
              <Trans>What a VPN cannot do</Trans>
            </h2>
            <ul className="servers__limits">
              {LIMITS.map((limit) => (
                <li key={limit.id}>
                  <Icon name="info" size={18} />
                  <span>{i18n._(limit)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <FaqList heading={t`Frequently asked questions`} items={[content.faq, LOGS_FAQ]} />
        <PillLinks
          id="other-locations"
          heading={t`Other locations`}
          links={SERVER_REGIONS.filter((other) => other !== region).map((other) => ({
            href: localizedPath(language, `/vpn-server/${other}`),
            label: i18n._(COUNTRY_NAMES[REGION_DATA[other].country]),
          }))}
        />
        <GetStarted language={language} />
      </div>
    </>
  );
}
