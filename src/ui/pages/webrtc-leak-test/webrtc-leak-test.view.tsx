import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/badge/badge.view.tsx';
import { Button } from '../../components/button/button.view.tsx';
import { Icon } from '../../components/icon/icon.view.tsx';
import { Spinner } from '../../components/spinner/spinner.view.tsx';
import { ToolsCta } from '../tools/tools-cta.view.tsx';
import type { AddressRow } from '../tools/tools.selectors.ts';
import { verdictTitle, verdictTone } from '../tools/verdict-text.ts';
import type { LeakTestViewModel } from './webrtc-leak-test.selectors.ts';

type Done = Extract<LeakTestViewModel, { status: 'done' }>;

function VerdictText({ model }: { model: Done }) {
  const { t } = useLingui();
  const siteIp = model.ip ?? '';
  switch (model.verdict.kind) {
    case 'leak':
      return <p>{t`WebRTC reveals an address that differs from the IP this site sees (${siteIp}). If you are connected to a VPN, websites can find that address even though your traffic goes through the tunnel.`}</p>;
    case 'noLeak':
      return model.verdict.revealed.length === 0 ? (
        <p>{t`WebRTC revealed no public address, and your local address is hidden. Websites learn nothing beyond the IP they already see.`}</p>
      ) : (
        <p>{t`The only public address WebRTC reveals is the IP this site sees (${siteIp}). If that is your VPN’s address, your real one stays hidden.`}</p>
      );
    case 'undetermined':
      return <p>{t`We could not look up the IP this site sees, so we cannot compare. Check the addresses below: if one is your real IP while your VPN is on, it leaks.`}</p>;
    case 'blocked':
      return model.verdict.reason === 'unavailable' ? (
        <p>{t`Your browser did not let this page use WebRTC, so no address can leak through it. Video calls in the browser may not work.`}</p>
      ) : (
        <p>{t`WebRTC is on but found no network address, so nothing leaks through it.`}</p>
      );
  }
}

function AddressTable({ rows }: { rows: readonly AddressRow[] }) {
  const { t } = useLingui();
  const kind = { ipv4: 'IPv4', ipv6: 'IPv6', mdns: t`Hidden (mDNS name)` };
  const type = { host: t`Local (this device)`, srflx: t`Public, as a STUN server saw it`, prflx: t`Public, as a peer saw it`, relay: t`Relay server` };
  return (
    <div className="leak-test__table-wrap">
      <table className="leak-test__table">
        <caption>{t`Every address WebRTC found`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Address`}</th>
            <th scope="col">{t`Format`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Protocol`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.type} ${row.address} ${row.protocol}`} className={row.leaked ? 'leak-test__row--leaked' : undefined}>
              <td>
                <span className="tools-ip" dir="ltr" translate="no">
                  {row.address}
                </span>
                {row.leaked && <Badge tone="danger">{t`Differs from the site’s view`}</Badge>}
              </td>
              <td>{kind[row.kind]}</td>
              <td>{type[row.type]}</td>
              <td>{row.protocol}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The test's result area: reserved while the browser gathers, then the verdict and every address. */
export function LeakTestResultView({ model, onRunAgain }: { model: LeakTestViewModel; onRunAgain: () => void }) {
  const { t, i18n } = useLingui();
  const siteIp = model.status === 'done' ? model.ip : undefined;
  return (
    <section className="tool-card leak-test" aria-labelledby="leak-test-heading" aria-busy={model.status !== 'done'}>
      <h2 id="leak-test-heading" className="tool-card__label">{t`Your result`}</h2>
      <div role="status">
        {model.status === 'done' ? (
          <div className={`leak-test__verdict leak-test__verdict--${verdictTone(model.verdict)}`}>
            <p className="leak-test__verdict-title">
              <Icon name={model.verdict.kind === 'leak' ? 'warning' : model.verdict.kind === 'noLeak' ? 'shield-check' : 'info'} size={24} />
              {i18n._(verdictTitle(model.verdict))}
            </p>
            <VerdictText model={model} />
          </div>
        ) : (
          <div className="leak-test__verdict leak-test__verdict--pending">
            <p className="leak-test__verdict-title">
              <Spinner size={22} /> {t`Testing your browser…`}
            </p>
            <p>{t`Asking your browser for every address WebRTC can find. This takes a few seconds.`}</p>
          </div>
        )}
      </div>
      <div className="leak-test__details">
      {model.status === 'done' && (
        <>
          <p className="leak-test__site-ip">
            {siteIp === undefined ? (
              t`The IP this site sees could not be looked up.`
            ) : (
              <Trans>
                The IP this site sees:{' '}
                <span className="tools-ip" dir="ltr" translate="no">
                  {siteIp}
                </span>
              </Trans>
            )}
          </p>
          {model.rows.length > 0 ? <AddressTable rows={model.rows} /> : <p>{t`WebRTC found no address.`}</p>}
          {!model.complete && <p className="leak-test__note">{t`The browser was still gathering when the time limit passed, so the list may be incomplete.`}</p>}
        </>
      )}
      </div>
      <div className="leak-test__actions">
        <Button variant="secondary" icon="refresh" onClick={onRunAgain} disabled={model.status !== 'done'}>
          {t`Test again`}
        </Button>
      </div>
      <p className="leak-test__privacy">
        <Icon name="lock" size={18} />
        {t`The test runs only in your browser. Nothing it finds is sent to us or to anyone else.`}
      </p>
    </section>
  );
}

/** What WebRTC is and how to stop the leak: prerendered, the same for every visitor. */
export function LeakTestExplainedView({ pricingHref, downloadHref }: { pricingHref: string; downloadHref: string }) {
  const { t } = useLingui();
  return (
    <>
      <section className="leak-explained" aria-labelledby="leak-what-heading">
        <h2 id="leak-what-heading">{t`What is a WebRTC leak?`}</h2>
        <p>{t`WebRTC lets browsers make video calls and share files directly. To connect two people it asks STUN servers which address each browser comes from, and any web page can ask the same question without showing you anything.`}</p>
        <p>{t`If the browser sends that question outside the VPN tunnel, the answer is your real IP address. That is a WebRTC leak: the VPN hides your address from the site, and WebRTC hands it back.`}</p>
      </section>
      <section className="leak-explained" aria-labelledby="leak-how-heading">
        <h2 id="leak-how-heading">{t`How this test decides`}</h2>
        <ul>
          <li>{t`Public addresses that WebRTC reveals are compared with the IP this site sees. Any difference, including an IPv6 address beside an IPv4 one, counts as a leak.`}</li>
          <li>{t`Local addresses hidden behind a random name ending in .local are safe: the browser does not reveal them.`}</li>
          <li>{t`If WebRTC is switched off or finds nothing, nothing can leak through it.`}</li>
        </ul>
      </section>
      <section className="leak-explained tool-cta-band" aria-labelledby="leak-fix-heading">
        <h2 id="leak-fix-heading">{t`How to stop a WebRTC leak`}</h2>
        <ol>
          <li>{t`Turn on WebRTC leak protection in Harbor VPN’s settings, in the apps and in the Chrome extension.`}</li>
          <li>{t`In Firefox, open about:config and set media.peerconnection.enabled to false if you never make calls in the browser.`}</li>
          <li>{t`In Chrome, Edge and Brave, use the Harbor VPN extension, or set Brave’s WebRTC IP handling policy to “Disable non-proxied UDP”.`}</li>
          <li>{t`Run this test again after each change.`}</li>
        </ol>
        <ToolsCta pricingHref={pricingHref} downloadHref={downloadHref} />
      </section>
    </>
  );
}
