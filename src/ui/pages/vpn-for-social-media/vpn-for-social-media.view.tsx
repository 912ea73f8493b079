import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SOCIAL_MEDIA_ITEMS, localizedPath, type Language, type SocialMediaItem } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import { Breadcrumbs, IntroWithTrail } from '../../components/breadcrumbs/breadcrumbs.view.tsx';
import { ButtonLink } from '../../components/button/button.view.tsx';
import { CtaPanel, LinkCard, PillLinks } from '../../components/content-blocks/content-blocks.view.tsx';
import { FaqList } from '../../components/faq/faq-list.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { INDEX_FAQ, LOGS_FAQ, PLATFORMS, REASONS, SHARED_LIMITS } from './vpn-for-social-media.content.ts';
import './vpn-for-social-media.css';

const REASON_ICONS: readonly IconName[] = ['wifi', 'globe', 'phone'];

function GetProtected({ language }: { language: Language }) {
  return (
    <CtaPanel
      heading={<Trans>Protect every app on your phone</Trans>}
      actions={
        <>
          <ButtonLink variant="primary" href={pageLink(language, 'vpn-for-social-media', 'download')}>
            <Trans>Download Harbor VPN</Trans>
          </ButtonLink>
          <ButtonLink variant="secondary" href={pageLink(language, 'vpn-for-social-media', 'servers')}>
            <Trans>See server locations</Trans>
          </ButtonLink>
        </>
      }
    >
      <Trans>Harbor VPN covers all your social apps at once, on up to 10 devices, with a 30-day money-back guarantee.</Trans>
    </CtaPanel>
  );
}

export function SocialIndexView({ language, heading, lead, summary }: { language: Language; heading: string; lead: string; summary: (item: SocialMediaItem) => string }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <IntroWithTrail heading={heading} lead={lead} />
      <div className="content-page">
        <section className="content-section" aria-labelledby="why">
          <h2 id="why" className="content-heading">
            <Trans>What a VPN does for your social apps</Trans>
          </h2>
          <ul className="social-reasons">
            {REASONS.map((reason, index) => (
              <li key={reason.title.id} className="social-reason">
                <Icon name={REASON_ICONS[index] ?? 'shield'} size={24} className="social-reason__icon" />
                <h3 className="social-reason__title">{i18n._(reason.title)}</h3>
                <p className="social-reason__text">{i18n._(reason.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="content-section" aria-labelledby="platforms">
          <h2 id="platforms" className="content-heading">
            <Trans>Choose your platform</Trans>
          </h2>
          <ul className="social-grid">
            {SOCIAL_MEDIA_ITEMS.map((item) => (
              <LinkCard key={item} href={localizedPath(language, `/vpn-for-social-media/${item}`)} title={PLATFORMS[item].name}>
                <p>{summary(item)}</p>
              </LinkCard>
            ))}
          </ul>
        </section>
        <FaqList heading={t`Questions about VPNs and social media`} items={INDEX_FAQ} />
        <GetProtected language={language} />
      </div>
    </>
  );
}

export function SocialItemView({ language, item, heading, lead }: { language: Language; item: SocialMediaItem; heading: string; lead: string }) {
  const { i18n, t } = useLingui();
  const platform = PLATFORMS[item];
  const name = platform.name;
  return (
    <>
      <IntroWithTrail
        heading={heading}
        lead={lead}
        trail={<Breadcrumbs label={t`Breadcrumb`} trail={[{ label: t`Social media`, href: localizedPath(language, '/vpn-for-social-media') }]} current={name} />}
      />
      <div className="content-page">
        <div className="social__columns">
          <section className="content-section" aria-labelledby="helps">
            <h2 id="helps" className="content-heading">
              <Trans>How a VPN helps on {name}</Trans>
            </h2>
            <ul className="social-list social-list--yes">
              {platform.helps.map((help) => (
                <li key={help.id}>
                  <Icon name="check" size={20} />
                  <span>{i18n._(help)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="content-section" aria-labelledby="does-not">
            <h2 id="does-not" className="content-heading">
              <Trans>What it does not do</Trans>
            </h2>
            <ul className="social-list social-list--no">
              {[platform.doesNot, ...SHARED_LIMITS].map((limit) => (
                <li key={limit.id}>
                  <Icon name="info" size={20} />
                  <span>{i18n._(limit)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section className="content-section" aria-labelledby="tips">
          <h2 id="tips" className="content-heading">
            <Trans>Setup tips</Trans>
          </h2>
          <ol className="social-tips">
            <li>
              <Trans>
                Install Harbor VPN on the device you use {name} on, sign in and connect. <Link to={pageLink(language, 'vpn-for-social-media', 'download')}>Get the app</Link>.
              </Trans>
            </li>
            {platform.tips.map((tip) => (
              <li key={tip.id}>{i18n._(tip)}</li>
            ))}
          </ol>
          <p className="social__help">
            <a href={platform.help(language)} rel="noopener">
              <Trans>{name} Help Centre</Trans>
              <Icon name="external" size={16} label={t`opens the platform's own site`} />
            </a>
          </p>
        </section>
        <FaqList heading={t`Frequently asked questions`} items={[platform.faq, LOGS_FAQ]} />
        <PillLinks
          id="other-platforms"
          heading={t`Other platforms`}
          links={SOCIAL_MEDIA_ITEMS.filter((other) => other !== item).map((other) => ({
            href: localizedPath(language, `/vpn-for-social-media/${other}`),
            label: PLATFORMS[other].name,
          }))}
        />
        <GetProtected language={language} />
      </div>
    </>
  );
}
