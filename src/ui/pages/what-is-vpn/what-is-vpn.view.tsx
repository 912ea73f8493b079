import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Icon } from '../../components/icon/icon.view.tsx';
import { VpnDiagram } from './vpn-diagram.view.tsx';
import './what-is-vpn.css';

export type WhatIsVpnLinks = {
  readonly ipTool: string;
  readonly webrtcTool: string;
  readonly features: string;
  readonly pricing: string;
  readonly trial: string;
};

export type WhatIsVpnViewProps = {
  readonly heading: string;
  readonly lead: string;
  readonly faq: readonly FaqItem[];
  readonly links: WhatIsVpnLinks;
};

function Checklist({ items, kind }: { items: readonly ReactNode[]; kind: 'yes' | 'no' }) {
  return (
    <ul className={`vpn-list vpn-list--${kind}`}>
      {items.map((item, index) => (
        <li key={index}>
          <Icon name={kind === 'yes' ? 'check' : 'close'} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The explainer: how a VPN works, what it protects and what not, when to use one, protocols, the law, choosing one. */
export function WhatIsVpnView({ heading, lead, faq, links }: WhatIsVpnViewProps) {
  const { t } = useLingui();
  return (
    <div className="vpn-explainer">
      <section className="vpn-hero">
        <div className="vpn-hero__inner">
          <h1 className="vpn-hero__heading">{heading}</h1>
          <p className="vpn-hero__lead">{lead}</p>
        </div>
      </section>
      <div className="vpn-body">
        <section className="vpn-section" aria-labelledby="vpn-how">
          <h2 id="vpn-how" className="vpn-section__title">
            <Trans>How a VPN works</Trans>
          </h2>
          <p>
            <Trans>
              VPN stands for virtual private network. Without one, everything you do online travels from your device through the local network and your internet provider to the websites you use, and each of them can see where it comes from. A VPN app wraps that traffic in encryption and sends it through a tunnel to a VPN server, which passes it on to the internet for you.
            </Trans>
          </p>
          <VpnDiagram />
          <ol className="vpn-steps">
            <li>
              <Trans>You switch the VPN on. The app sets up an encrypted tunnel to the server you chose.</Trans>
            </li>
            <li>
              <Trans>Everything your device sends goes into the tunnel. The café's Wi-Fi, your mobile operator or your internet provider can only see that you talk to a VPN server, not what you say.</Trans>
            </li>
            <li>
              <Trans>The VPN server forwards your requests. Websites see the server's IP address and location instead of yours.</Trans>
            </li>
            <li>
              <Trans>Answers come back the same way, encrypted until they reach your device.</Trans>
            </li>
          </ol>
          <p>
            <Trans>
              Curious what you look like without a VPN? <Link to={links.ipTool}>See your IP address</Link> and <Link to={links.webrtcTool}>test your browser for WebRTC leaks</Link>.
            </Trans>
          </p>
        </section>

        <section className="vpn-section vpn-section--split" aria-labelledby="vpn-protects">
          <div>
            <h2 id="vpn-protects" className="vpn-section__title">
              <Trans>What a VPN protects</Trans>
            </h2>
            <Checklist
              kind="yes"
              items={[
                <Trans key="wifi">Your data on public Wi-Fi in cafés, hotels and airports, where others on the network could otherwise read or tamper with it.</Trans>,
                <Trans key="isp">Your browsing from your internet provider and mobile operator, who otherwise see every site you visit.</Trans>,
                <Trans key="ip">Your IP address, and with it your approximate location, from the websites and apps you use.</Trans>,
                <Trans key="censorship">Your access to the open web on networks that block sites or services.</Trans>,
              ]}
            />
          </div>
          <div>
            <h2 id="vpn-not" className="vpn-section__title">
              <Trans>What a VPN does not do</Trans>
            </h2>
            <Checklist
              kind="no"
              items={[
                <Trans key="anonymity">It does not make you anonymous. When you sign in to an account, the service knows it is you, VPN or not.</Trans>,
                <Trans key="cookies">It does not remove cookies or browser fingerprints. Trackers can still recognise your browser; clear cookies and use a private browser too.</Trans>,
                <Trans key="antivirus">It is not an antivirus. It will not clean an infected device or stop you from opening a malicious file.</Trans>,
                <Trans key="phishing">It cannot stop you from typing your password into a fake site, although our threat blocker catches many known ones.</Trans>,
              ]}
            />
          </div>
        </section>

        <section className="vpn-section" aria-labelledby="vpn-when">
          <h2 id="vpn-when" className="vpn-section__title">
            <Trans>When to use a VPN</Trans>
          </h2>
          <ul className="vpn-cards">
            <li>
              <h3>
                <Trans>On public Wi-Fi</Trans>
              </h3>
              <p>
                <Trans>Any network you do not control: cafés, hotels, trains, airports, conferences.</Trans>
              </p>
            </li>
            <li>
              <h3>
                <Trans>When you travel</Trans>
              </h3>
              <p>
                <Trans>Keep using your banking and the services you pay for at home, from a familiar location, where their terms allow it.</Trans>
              </p>
            </li>
            <li>
              <h3>
                <Trans>When you work remotely</Trans>
              </h3>
              <p>
                <Trans>Keep client documents and calls private on shared and home networks.</Trans>
              </p>
            </li>
            <li>
              <h3>
                <Trans>Every day, at home</Trans>
              </h3>
              <p>
                <Trans>Keep your browsing history away from your internet provider and advertisers who buy such data.</Trans>
              </p>
            </li>
          </ul>
        </section>

        <section className="vpn-section" aria-labelledby="vpn-protocols">
          <h2 id="vpn-protocols" className="vpn-section__title">
            <Trans>VPN protocols in plain words</Trans>
          </h2>
          <p>
            <Trans>A protocol is the set of rules the app and the server use to build the tunnel. Harbor VPN offers three and picks one for you automatically.</Trans>
          </p>
          <dl className="vpn-protocols">
            <dt>WireGuard</dt>
            <dd>
              <Trans>The newest and fastest. Small, easy to audit and quick to reconnect when your phone switches networks. Our default.</Trans>
            </dd>
            <dt>IKEv2</dt>
            <dd>
              <Trans>Stable and built into many phones and computers. Good on mobile, where connections come and go.</Trans>
            </dd>
            <dt>OpenVPN</dt>
            <dd>
              <Trans>The long-standing all-rounder. Slower than WireGuard, but over TCP it can look like ordinary web traffic and get through strict networks.</Trans>
            </dd>
          </dl>
        </section>

        <section className="vpn-section" aria-labelledby="vpn-legal">
          <h2 id="vpn-legal" className="vpn-section__title">
            <Trans>Is using a VPN legal?</Trans>
          </h2>
          <p>
            <Trans>
              In most countries, including the EU, the United Kingdom, the United States, Japan and Brazil, using a VPN is perfectly legal; companies use them every day. A few countries restrict VPNs to approved providers or ban them. And anything that is illegal without a VPN stays illegal with one. If you are unsure, check the rules where you are before you travel.
            </Trans>
          </p>
        </section>

        <section className="vpn-section" aria-labelledby="vpn-choose">
          <h2 id="vpn-choose" className="vpn-section__title">
            <Trans>How to choose a VPN</Trans>
          </h2>
          <Checklist
            kind="yes"
            items={[
              <Trans key="audit">A no-logs policy that an independent firm has audited, not just promised.</Trans>,
              <Trans key="jurisdiction">A company you can identify, in a country with strong privacy law.</Trans>,
              <Trans key="protocols">Modern protocols such as WireGuard, and strong encryption.</Trans>,
              <Trans key="kill">A kill switch and DNS, IPv6 and WebRTC leak protection.</Trans>,
              <Trans key="money">An honest business model: you pay, and your data is not the product.</Trans>,
              <Trans key="refund">Enough devices for your household, and a money-back guarantee so you can try it.</Trans>,
            ]}
          />
          <p>
            <Trans>
              Harbor VPN ticks every box: <Link to={links.features}>see all features</Link>.
            </Trans>
          </p>
        </section>

        <FaqList heading={t`Questions about VPNs`} items={faq} />

        <section className="vpn-cta" aria-labelledby="vpn-cta-title">
          <h2 id="vpn-cta-title" className="vpn-section__title">
            <Trans>Ready to try one?</Trans>
          </h2>
          <p>
            <Trans>Try Harbor VPN free for 7 days on a yearly plan, or choose any plan with a 30-day money-back guarantee.</Trans>
          </p>
          <div className="vpn-cta__actions">
            <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={links.trial}>
              <Trans>Start the free trial</Trans>
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={links.pricing}>
              <Trans>See plans and prices</Trans>
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
