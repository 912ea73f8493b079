import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { downloadProductForPlatform, localizedPath, type DownloadPlatform, type DownloadProduct, type Language } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import { Breadcrumbs, IntroWithTrail } from '../../components/breadcrumbs/breadcrumbs.view.tsx';
import { ButtonLink, buttonClassName } from '../../components/button/button.view.tsx';
import { CtaPanel, LinkCard, PillLinks } from '../../components/content-blocks/content-blocks.view.tsx';
import { FaqList } from '../../components/faq/faq-list.view.tsx';
import { Icon } from '../../components/icon/icon.view.tsx';
import { INDEX_FAQ, PRODUCTS } from './download.content.ts';
import './download.css';

/** The order of the platforms on the index: computers, phones, browser, then TVs. */
export const DISPLAY_ORDER: readonly DownloadProduct[] = ['windows', 'mac', 'ios', 'android', 'chrome', 'apple-tv', 'smart-tv', 'lg-tv', 'samsung-tv'];

/** How each SPEC §9 platform is written: brand names, the same in every language. */
const PLATFORM_NAMES: Readonly<Record<DownloadPlatform, string>> = {
  Windows: 'Windows',
  MacOS: 'macOS',
  iOS: 'iOS',
  Android: 'Android',
  ChromeOS: 'ChromeOS',
};

/** The platforms a visitor may be suggested, each with its product (SPEC §3 device info). */
const SUGGESTIONS: readonly DownloadPlatform[] = ['Windows', 'MacOS', 'iOS', 'Android', 'ChromeOS'];

/**
 * The slot at the top of the index: the general line, and the suggestion for each platform, all prerendered. The page's
 * first script names the visitor's platform on `<html data-download-product>` (src/boot.ts) and the stylesheet shows
 * that one suggestion in the general line's place (issue 17: no React for it); without a script, or for a visitor we
 * cannot place, the general line stays. The box's height is reserved in CSS, so nothing below it moves.
 */
function SuggestionSlot({ language }: { language: Language }) {
  const { i18n } = useLingui();
  return (
    <div className="download-suggest-slot">
      <div className="download-suggest" data-suggested="none">
        <Icon name="device" size={28} className="download-suggest__icon" />
        <p className="download-suggest__text">
          <Trans>Harbor VPN runs on computers, phones, browsers and TVs, and one subscription covers 10 devices at once.</Trans>
        </p>
        <a className={buttonClassName({ variant: 'secondary' }, 'download-suggest__action')} href="#platforms">
          <Trans>Choose your device</Trans>
        </a>
      </div>
      {SUGGESTIONS.map((suggested) => {
        const product = downloadProductForPlatform(suggested);
        const platform = PLATFORM_NAMES[suggested];
        const name = i18n._(PRODUCTS[product].name);
        return (
          <div key={product} className="download-suggest download-suggest--found" data-suggested={product}>
            <Icon name={PRODUCTS[product].icon} size={28} className="download-suggest__icon" />
            <p className="download-suggest__text">
              <strong>
                <Trans>We think you're on {platform}.</Trans>
              </strong>{' '}
              <Trans>Here is the app made for it; every other platform is listed below.</Trans>
            </p>
            <Link className={buttonClassName({ variant: 'primary' }, 'download-suggest__action')} to={localizedPath(language, `/download/${product}`)}>
              <Trans>Get Harbor VPN for {name}</Trans>
            </Link>
          </div>
        );
      })}
    </div>
  );
}

function NewCustomer({ language }: { language: Language }) {
  return (
    <CtaPanel
      heading={<Trans>No account yet?</Trans>}
      actions={
        <>
          <ButtonLink variant="primary" href={pageLink(language, 'index', 'pricing')}>
            <Trans>See plans and prices</Trans>
          </ButtonLink>
          <ButtonLink variant="secondary" href={pageLink(language, 'index', 'trial')}>
            <Trans>Start a free trial</Trans>
          </ButtonLink>
        </>
      }
    >
      <Trans>Every plan includes all the apps and a 30-day money-back guarantee, and the yearly plans start with a 7-day free trial.</Trans>
    </CtaPanel>
  );
}

export function DownloadIndexView({ language, heading, lead }: { language: Language; heading: string; lead: string }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <IntroWithTrail heading={heading} lead={lead} />
      <div className="content-page">
        <SuggestionSlot language={language} />
        <section className="content-section" aria-labelledby="platforms">
          <h2 id="platforms" className="content-heading">
            <Trans>All platforms</Trans>
          </h2>
          <ul className="download__grid">
            {DISPLAY_ORDER.map((product) => {
              const content = PRODUCTS[product];
              return (
                <LinkCard
                  key={product}
                  href={localizedPath(language, `/download/${product}`)}
                  title={i18n._(content.name)}
                  icon={<Icon name={content.icon} size={28} className="download__icon" />}
                >
                  <p>{i18n._(content.summary ?? (content.requirements[0] as MessageDescriptor))}</p>
                </LinkCard>
              );
            })}
          </ul>
        </section>
        <FaqList heading={t`Questions about the apps`} items={INDEX_FAQ} />
        <NewCustomer language={language} />
      </div>
    </>
  );
}

export function DownloadProductView({
  language,
  product,
  heading,
  lead,
  crumb,
}: {
  language: Language;
  product: DownloadProduct;
  heading: string;
  lead: string;
  crumb: MessageDescriptor;
}) {
  const { i18n, t } = useLingui();
  const content = PRODUCTS[product];
  const buttons = content.buttons(language);
  return (
    <>
      <IntroWithTrail
        heading={heading}
        lead={lead}
        trail={<Breadcrumbs label={t`Breadcrumb`} trail={[{ label: i18n._(crumb), href: localizedPath(language, '/download') }]} current={i18n._(content.name)} />}
      />
      <div className="content-page">
        <div className="download-get">
          {buttons.length > 0 ? (
            <div className="download-get__buttons">
              {buttons.map((button, index) => (
                <ButtonLink key={button.href} variant={index === 0 ? 'primary' : 'secondary'} size="lg" icon="download" href={button.href} rel="noopener">
                  {i18n._(button.label)}
                </ButtonLink>
              ))}
            </div>
          ) : (
            <div className="download-get__buttons">
              <ButtonLink variant="primary" size="lg" icon="external" href={pageLink(language, 'index', language === 'ru' ? 'support.ru' : 'support.en')} rel="noopener">
                <Trans>Open the router and Smart DNS guides</Trans>
              </ButtonLink>
              <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={localizedPath(language, '/download/smart-tv')}>
                <Trans>Use a streaming stick instead</Trans>
              </Link>
            </div>
          )}
          {content.note !== undefined && (
            <p className="download-note" role="note">
              <Icon name="info" size={20} />
              <span>{i18n._(content.note)}</span>
            </p>
          )}
        </div>
        <div className="download-guide">
          <section className="content-section" aria-labelledby="requirements">
            <h2 id="requirements" className="content-heading">
              <Trans>System requirements</Trans>
            </h2>
            <ul className="download-requirements">
              {content.requirements.map((requirement) => (
                <li key={requirement.id}>
                  <Icon name="check" size={18} />
                  <span>{i18n._(requirement)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="content-section" aria-labelledby="install">
            <h2 id="install" className="content-heading">
              <Trans>How to install</Trans>
            </h2>
            {content.methods.map((method, index) => (
              <div key={method.title?.id ?? index} className="download-method">
                {method.title !== undefined && <h3 className="download-method__title">{i18n._(method.title)}</h3>}
                <ol className="download-steps">
                  {method.steps.map((step) => (
                    <li key={step.id}>{i18n._(step)}</li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        </div>
        <FaqList heading={t`Frequently asked questions`} items={content.faq} />
        <PillLinks
          id="other-devices"
          heading={t`Other devices`}
          links={DISPLAY_ORDER.filter((other) => other !== product).map((other) => ({
            href: localizedPath(language, `/download/${other}`),
            label: (
              <>
                <Icon name={PRODUCTS[other].icon} size={18} />
                {i18n._(PRODUCTS[other].name)}
              </>
            ),
          }))}
        />
        <NewCustomer language={language} />
      </div>
    </>
  );
}
