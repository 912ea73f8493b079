import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BRAND_NAME, localizedPath } from '../../../domain/index.ts';
import { useCurrentRoute } from '../../app/route-context.ts';

const FOOTER_GROUPS = [
  {
    title: msg`Product`,
    links: [
      { path: '/features', label: msg`Features` },
      { path: '/pricing', label: msg`Pricing` },
      { path: '/download', label: msg`Download` },
      { path: '/vpn-server', label: msg`Server locations` },
      { path: '/vpn-trial', label: msg`Free trial` },
      { path: '/vpn-for-social-media', label: msg`VPN for social media` },
    ],
  },
  {
    title: msg`Free tools`,
    links: [
      { path: '/what-is-my-ip', label: msg`What is my IP` },
      { path: '/webrtc-leak-test', label: msg`WebRTC leak test` },
      { path: '/what-is-vpn', label: msg`What is a VPN?` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { path: '/aboutus', label: msg`About us` },
      { path: '/press-room', label: msg`Press room` },
      { path: '/affiliate', label: msg`Affiliate programme` },
      { path: '/blog', label: msg`Blog` },
      { path: '/contact-us', label: msg`Contact us` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { path: '/privacy-policy', label: msg`Privacy policy` },
      { path: '/terms-of-service', label: msg`Terms of service` },
      { path: '/termsuse', label: msg`Terms of use` },
      { path: '/cookie-policy-2025', label: msg`Cookie policy` },
      { path: '/accessibility', label: msg`Accessibility` },
    ],
  },
] as const;

/** SPEC §2.2: the support help centre exists in English and Russian only. */
function helpCentreUrl(language: string): string {
  return `https://help.harborvpn.com/hc/${language === 'ru' ? 'ru' : 'en-us'}`;
}

export function Footer() {
  const { i18n } = useLingui();
  const { language } = useCurrentRoute();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="brand">{BRAND_NAME}</p>
          <p>
            <Trans>Private, fast and simple VPN for every device you own.</Trans>
          </p>
          <a className="site-footer__help" href={helpCentreUrl(language)} rel="noopener">
            <Trans>Help centre</Trans>
          </a>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title.id} className="site-footer__group" aria-label={i18n._(group.title)}>
            <h2 className="site-footer__title">{i18n._(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={localizedPath(language, link.path)}>{i18n._(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">
        <Trans>© {BRAND_NAME}. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
