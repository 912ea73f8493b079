import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Node({ kind, label, note }: { kind: 'device' | 'server' | 'site'; label: ReactNode; note: ReactNode }) {
  return (
    <li className={`vpn-diagram__node vpn-diagram__node--${kind}`}>
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle cx="28" cy="28" r="27" fill="currentColor" opacity="0.12" />
        {kind === 'device' ? (
          <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <rect x="14" y="16" width="28" height="18" rx="2" />
            <path d="M10 40 H46" />
          </g>
        ) : kind === 'server' ? (
          <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
            <rect x="16" y="14" width="24" height="12" rx="2" />
            <rect x="16" y="30" width="24" height="12" rx="2" />
            <path d="M21 20 H23 M21 36 H23" />
          </g>
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="3">
            <circle cx="28" cy="28" r="13" />
            <path d="M15 28 H41 M28 15 C22 22 22 34 28 41 C34 34 34 22 28 15" />
          </g>
        )}
      </svg>
      <strong className="vpn-diagram__label">{label}</strong>
      <span className="vpn-diagram__note">{note}</span>
    </li>
  );
}

function Link({ encrypted, label }: { encrypted: boolean; label: ReactNode }) {
  return (
    <li className={encrypted ? 'vpn-diagram__link vpn-diagram__link--encrypted' : 'vpn-diagram__link'}>
      <svg className="vpn-diagram__arrow" width="96" height="24" viewBox="0 0 96 24" aria-hidden="true" focusable="false">
        <path d="M4 12 H84" stroke="currentColor" strokeWidth={encrypted ? 6 : 3} strokeDasharray={encrypted ? undefined : '6 5'} strokeLinecap="round" />
        <path d="M80 4 L92 12 L80 20" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="vpn-diagram__link-label">{label}</span>
    </li>
  );
}

/**
 * How a VPN works, as a figure: the pictures are decorative SVG, every label is translated HTML text, so
 * screen readers and every language get the same diagram.
 */
export function VpnDiagram() {
  return (
    <figure className="vpn-diagram">
      <ol className="vpn-diagram__flow">
        <Node kind="device" label={<Trans>Your device</Trans>} note={<Trans>The Harbor VPN app encrypts everything before it leaves.</Trans>} />
        <Link encrypted label={<Trans>Encrypted tunnel: your network and provider see only scrambled data</Trans>} />
        <Node kind="server" label={<Trans>VPN server</Trans>} note={<Trans>Decrypts your request and sends it on with its own IP address.</Trans>} />
        <Link encrypted={false} label={<Trans>Normal connection, usually protected by HTTPS</Trans>} />
        <Node kind="site" label={<Trans>The website</Trans>} note={<Trans>Sees the server's address and location, not yours.</Trans>} />
      </ol>
      <figcaption className="vpn-diagram__caption">
        <Trans>How your traffic travels with a VPN switched on.</Trans>
      </figcaption>
    </figure>
  );
}
