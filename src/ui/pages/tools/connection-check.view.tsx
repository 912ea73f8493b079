import { useLingui } from '@lingui/react/macro';
import type { ConnectionComparison } from '../../../domain/index.ts';
import { Badge } from '../../components/badge/badge.view.tsx';
import { Button } from '../../components/button/button.view.tsx';
import type { RunModel } from './tools.selectors.ts';
import { verdictTitle, verdictTone } from './verdict-text.ts';

export type ConnectionCheckViewModel = {
  readonly status: 'waiting' | 'checking' | 'checked' | 'checkingAgain' | 'compared';
  readonly before: RunModel | undefined;
  readonly after: RunModel | undefined;
  readonly comparison: ConnectionComparison | undefined;
};

function Cell({ run, busy, field }: { run: RunModel | undefined; busy: boolean; field: 'ip' | 'country' | 'webrtc' }) {
  const { t, i18n } = useLingui();
  if (run === undefined || busy) return <td className="connection-check__pending">{busy ? t`Checking…` : '—'}</td>;
  if (field === 'ip') return <td>{run.ip === undefined ? t`Unknown` : <span className="tools-ip" dir="ltr">{run.ip}</span>}</td>;
  if (field === 'country') return <td>{run.country ?? t`Unknown`}</td>;
  return (
    <td>
      <Badge tone={verdictTone(run.verdict)}>{i18n._(verdictTitle(run.verdict))}</Badge>
    </td>
  );
}

function ComparisonList({ comparison, before, after }: { comparison: ConnectionComparison; before: RunModel; after: RunModel }) {
  const { t } = useLingui();
  const ip = {
    changed: t`Your IP address changed: websites now see the VPN’s address.`,
    same: t`Your IP address did not change. Is the VPN connected?`,
    unknown: t`The IP addresses could not be compared: one lookup failed.`,
  }[comparison.ip];
  const beforeCountry = before.country ?? '';
  const afterCountry = after.country ?? '';
  const country = {
    changed: t`Your country changed from ${beforeCountry} to ${afterCountry}.`,
    same: t`Your country stayed ${afterCountry}. That is expected if you chose a server in your own country.`,
    unknown: t`The countries could not be compared.`,
  }[comparison.country];
  const leak = {
    fixed: t`The WebRTC leak is gone.`,
    stillLeaking: t`WebRTC still leaks an address. Turn on WebRTC leak protection in Harbor VPN.`,
    newLeak: t`WebRTC now reveals an address the site does not see: your VPN traffic is bypassed.`,
    noLeak: t`No WebRTC leak, before or after.`,
    unknown: t`The WebRTC results could not be compared.`,
  }[comparison.leak];
  const good = (value: boolean) => (value ? 'connection-check__change--good' : 'connection-check__change--bad');
  return (
    <ul className="connection-check__changes">
      <li className={comparison.ip === 'unknown' ? '' : good(comparison.ip === 'changed')}>{ip}</li>
      <li>{country}</li>
      <li className={comparison.leak === 'unknown' ? '' : good(comparison.leak === 'fixed' || comparison.leak === 'noLeak')}>{leak}</li>
    </ul>
  );
}

/** The connection-check panel of both tool pages: IP, country and WebRTC verdict, before and after the VPN. */
export function ConnectionCheckView({ model, onRunAgain, onStartOver }: { model: ConnectionCheckViewModel; onRunAgain: () => void; onStartOver: () => void }) {
  const { t } = useLingui();
  const twoRuns = model.status === 'checkingAgain' || model.status === 'compared';
  const busyFirst = model.status === 'waiting' || model.status === 'checking';
  const busyAfter = model.status === 'checkingAgain';
  const rows = [
    { field: 'ip', label: t`IP address` },
    { field: 'country', label: t`Country` },
    { field: 'webrtc', label: t`WebRTC` },
  ] as const;
  return (
    <section className="connection-check" aria-labelledby="connection-check-heading">
      <h2 id="connection-check-heading" className="connection-check__heading">{t`Your connection at a glance`}</h2>
      <p className="connection-check__lead">{t`Both tools in one check. Run it, connect Harbor VPN, then run it again to see what changed.`}</p>
      <div className="connection-check__table-wrap">
        <table className="connection-check__table">
          <thead>
            <tr>
              <td />
              <th scope="col">{twoRuns ? t`Before` : t`Now`}</th>
              {twoRuns && <th scope="col">{t`After`}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <Cell run={model.before} busy={busyFirst} field={row.field} />
                {twoRuns && <Cell run={model.after} busy={busyAfter} field={row.field} />}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="status" className="connection-check__status">
        {model.status === 'compared' && model.comparison && model.before && model.after ? (
          <ComparisonList comparison={model.comparison} before={model.before} after={model.after} />
        ) : busyFirst || busyAfter ? (
          <p>{t`Checking your connection…`}</p>
        ) : null}
      </div>
      <div className="connection-check__actions">
        <Button variant="primary" icon="refresh" onClick={onRunAgain} disabled={model.status !== 'checked' && model.status !== 'compared'}>
          {t`Run again with your VPN on`}
        </Button>
        {model.status === 'compared' && (
          <Button variant="ghost" onClick={onStartOver}>
            {t`Start over`}
          </Button>
        )}
      </div>
    </section>
  );
}
