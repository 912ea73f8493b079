import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CookieCategory, CookieKind, CookieLifetime, CookieRow } from './cookie-table.ts';

function Category({ category }: { category: CookieCategory }) {
  switch (category) {
    case 'necessary':
      return <Trans>Strictly necessary</Trans>;
    case 'analytics':
      return <Trans>Analytics</Trans>;
    case 'attribution':
      return <Trans>Marketing attribution</Trans>;
  }
}

function Kind({ kind }: { kind: CookieKind }) {
  switch (kind) {
    case 'cookie':
      return <Trans>Cookie</Trans>;
    case 'localStorage':
      return <Trans>Local storage</Trans>;
    case 'sessionStorage':
      return <Trans>Session storage</Trans>;
  }
}

function Lifetime({ lifetime }: { lifetime: CookieLifetime }) {
  switch (lifetime.kind) {
    case 'days':
      return <Plural value={lifetime.days} one="# day" other="# days" />;
    case 'session':
      return <Trans>Until you close the browser tab</Trans>;
    case 'untilSignOut':
      return <Trans>Until you sign out or the session expires</Trans>;
    case 'persistent':
      return <Trans>Until you clear your browser's site data</Trans>;
  }
}

/** The cookie policy's table (issue 6): built from {@link CookieRow} data so it follows the code. */
export function CookieTableView({ rows }: { rows: readonly CookieRow[] }) {
  const { i18n, t } = useLingui();
  const labels = { purpose: t`Purpose`, category: t`Category`, lifetime: t`Lifetime`, party: t`Set by` };
  return (
    <div className="cookie-table" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
      <table>
        <caption id="cookie-table-caption">{t`Cookies and browser storage on harborvpn.com`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{labels.purpose}</th>
            <th scope="col">{labels.category}</th>
            <th scope="col">{labels.lifetime}</th>
            <th scope="col">{labels.party}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-cookie={row.name}>
              <th scope="row">
                <code dir="ltr">{row.name}</code>
                <span className="cookie-table__kind">
                  <Kind kind={row.kind} />
                </span>
              </th>
              <td data-label={labels.purpose}>{i18n._(row.purpose)}</td>
              <td data-label={labels.category}>
                <Category category={row.category} />
              </td>
              <td data-label={labels.lifetime}>
                <Lifetime lifetime={row.lifetime} />
              </td>
              <td data-label={labels.party}>{row.party === 'first' ? t`Harbor VPN (first party)` : t`Third party`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
