import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/badge/badge.view.tsx';
import { Button } from '../../components/button/button.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { Spinner } from '../../components/spinner/spinner.view.tsx';
import { ToolsCta } from '../tools/tools-cta.view.tsx';
import type { IpToolViewModel } from './what-is-my-ip.selectors.ts';

type Actions = { readonly onCopy: () => void; readonly onRefresh: () => void; readonly onRetry: () => void };

/** The result card: a reserved area that the visitor's IP fills after hydration without moving the page. */
export function IpResultView({ model, onCopy, onRefresh, onRetry }: { model: IpToolViewModel } & Actions) {
  const { t } = useLingui();
  return (
    <section className="tool-card ip-tool" aria-labelledby="ip-tool-heading" aria-busy={model.status === 'lookingUp' || model.status === 'waiting'}>
      <h2 id="ip-tool-heading" className="tool-card__label">{t`Your public IP address`}</h2>
      {(model.status === 'waiting' || model.status === 'lookingUp') && (
        <div className="ip-tool__body ip-tool__body--pending">
          <p className="ip-tool__address ip-tool__address--placeholder" aria-hidden="true">
            000.000.000.000
          </p>
          <p className="ip-tool__pending">
            <Spinner size={18} /> {t`Looking up your IP address…`}
          </p>
        </div>
      )}
      {model.status === 'failed' && (
        <div className="ip-tool__body" role="alert">
          <p className="ip-tool__error">
            {model.reason === 'rateLimited' ? t`Too many lookups in a short time. Wait a moment, then try again.` : t`We could not look up your IP address. Check your connection and try again.`}
          </p>
          <Button variant="primary" icon="refresh" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {model.status === 'shown' && <ShownIp model={model} onCopy={onCopy} onRefresh={onRefresh} />}
      <p className="ip-tool__live" role="status">
        {model.status === 'shown' && model.copy === 'copied' && t`IP address copied to the clipboard.`}
        {model.status === 'shown' && model.copy === 'copyFailed' && t`Your browser did not allow copying. Select the address and copy it yourself.`}
      </p>
    </section>
  );
}

function ShownIp({ model, onCopy, onRefresh }: { model: Extract<IpToolViewModel, { status: 'shown' }> } & Omit<Actions, 'onRetry'>) {
  const { t } = useLingui();
  const country = model.country;
  return (
        <div className="ip-tool__body">
          {/* The address reads left to right in every language, but sits at the start of the line (right in Arabic). */}
          <p className="ip-tool__address" translate="no">
            <span dir="ltr">{model.ip}</span>
          </p>
          <p className="ip-tool__facts">
            <Badge tone="brand">{model.version === 6 ? 'IPv6' : 'IPv4'}</Badge>
            <span>{model.version === 6 ? t`This is an IPv6 address, the newer and longer format.` : t`This is an IPv4 address, the classic four-number format.`}</span>
          </p>
          <p className="ip-tool__country">
            <Icon name="globe" size={18} />
            <span>{country === undefined ? t`Country unknown` : t`Approximate location: ${country}`}</span>
          </p>
          <div className="ip-tool__actions">
            <Button variant="secondary" icon="copy" onClick={onCopy} loading={model.copy === 'copying'}>
              {t`Copy IP address`}
            </Button>
            <Button variant="ghost" icon="refresh" onClick={onRefresh}>
              {t`Refresh`}
            </Button>
          </div>
        </div>
  );
}

/** What the address tells others: prerendered, the same for every visitor. */
export function IpExplainedView({ pricingHref, downloadHref }: { pricingHref: string; downloadHref: string }) {
  const { t } = useLingui();
  const reveals: readonly { icon: IconName; title: string; text: string }[] = [
    { icon: 'globe', title: t`Your approximate location`, text: t`An IP address maps to a country and usually a region or city. Websites use it to guess where you are, down to a few kilometres in towns.` },
    { icon: 'server', title: t`Your internet provider`, text: t`Every address belongs to a provider. With its logs and a court order, your provider can tell who used the address at a given moment.` },
    { icon: 'eye', title: t`Sites and trackers see it`, text: t`Every website, advert and tracker you load receives your IP address. Combined with cookies it helps them follow you from site to site.` },
    { icon: 'wifi', title: t`Public Wi-Fi operators see more`, text: t`On hotel, café or airport Wi-Fi the operator sees which servers you connect to and when, even when the pages themselves are encrypted.` },
  ];
  return (
    <>
      <section className="ip-explained" aria-labelledby="ip-reveals-heading">
        <h2 id="ip-reveals-heading">{t`What your IP address reveals`}</h2>
        <ul className="ip-explained__grid">
          {reveals.map((item) => (
            <li key={item.icon} className="ip-explained__item">
              <Icon name={item.icon} size={24} />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="ip-explained" aria-labelledby="ip-versions-heading">
        <h2 id="ip-versions-heading">{t`IPv4 and IPv6`}</h2>
        <p>{t`IPv4 addresses are four numbers from 0 to 255, such as 203.0.113.7. There are only about four billion of them, so providers share them between customers.`}</p>
        <p>{t`IPv6 addresses are eight groups of hexadecimal digits, such as 2001:db8::7. Many devices have both, and a website sees whichever one your connection uses.`}</p>
      </section>
      <section className="ip-explained tool-cta-band" aria-labelledby="ip-hide-heading">
        <h2 id="ip-hide-heading">{t`How to hide your IP address`}</h2>
        <p>{t`A VPN replaces your IP address with the address of one of its servers, so websites see the server’s location instead of yours and the Wi-Fi operator sees only encrypted traffic to the VPN.`}</p>
        <p>
          <Trans>Harbor VPN has 3,000+ servers in 65 countries and keeps no logs of your traffic or your IP address.</Trans>
        </p>
        <ToolsCta pricingHref={pricingHref} downloadHref={downloadHref} />
      </section>
    </>
  );
}
