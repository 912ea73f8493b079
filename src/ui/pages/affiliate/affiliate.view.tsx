import { Plural, Trans } from '@lingui/react/macro';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import './affiliate.css';

/** The programme's figures, already formatted for the visitor's locale. */
export type AffiliateFigures = {
  readonly firstRate: string;
  readonly renewalRate: string;
  readonly cookieDays: number;
  readonly threshold: string;
  readonly approvalDays: number;
  readonly email: string;
  /** A monthly customer kept for a year earns this many times one monthly payment. */
  readonly monthlyMultiple: string;
  readonly monthlyRenewals: number;
};

export type AffiliateViewProps = {
  readonly heading: string;
  readonly lead: string;
  readonly figures: AffiliateFigures;
};

function Hero({ heading, lead, figures }: AffiliateViewProps) {
  const { firstRate, renewalRate, cookieDays, threshold, email } = figures;
  return (
    <section className="affiliate-hero">
      <div className="affiliate-hero__inner">
        <div className="affiliate-hero__text">
          <p className="affiliate-hero__eyebrow">
            <Trans>Harbor VPN partner programme</Trans>
          </p>
          <h1 className="affiliate-hero__heading">{heading}</h1>
          <p className="affiliate-hero__lead">{lead}</p>
          <div className="affiliate-hero__actions">
            <a className="button button--large" href={`mailto:${email}`}>
              <Trans>Apply by email</Trans>
            </a>
            <a className="button button--ghost" href="#affiliate-terms">
              <Trans>Read the terms</Trans>
            </a>
          </div>
        </div>
        <dl className="affiliate-hero__facts">
          <div className="affiliate-hero__fact">
            <dt>
              <Trans>on first payments</Trans>
            </dt>
            <dd>{firstRate}</dd>
          </div>
          <div className="affiliate-hero__fact">
            <dt>
              <Trans>on renewals in the first year</Trans>
            </dt>
            <dd>{renewalRate}</dd>
          </div>
          <div className="affiliate-hero__fact">
            <dt>
              <Trans>cookie window</Trans>
            </dt>
            <dd>
              <Plural value={cookieDays} one="# day" other="# days" />
            </dd>
          </div>
          <div className="affiliate-hero__fact">
            <dt>
              <Trans>monthly payout from</Trans>
            </dt>
            <dd>{threshold}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function Terms({ figures }: { readonly figures: AffiliateFigures }) {
  const { firstRate, renewalRate, cookieDays, threshold } = figures;
  return (
    <section className="affiliate__section" aria-labelledby="affiliate-terms">
      <h2 id="affiliate-terms" className="affiliate__heading">
        <Trans>Programme terms</Trans>
      </h2>
      <ul className="affiliate__terms">
        <li className="affiliate__term">
          <Icon name="user" />
          <h3>
            <Trans>{firstRate} of every first payment</Trans>
          </h3>
          <p>
            <Trans>For each new customer you refer, you earn {firstRate} of their first payment, whichever plan they choose.</Trans>
          </p>
        </li>
        <li className="affiliate__term">
          <Icon name="refresh" />
          <h3>
            <Trans>{renewalRate} of renewals for a year</Trans>
          </h3>
          <p>
            <Trans>When a customer you referred renews during their first year, you earn {renewalRate} of each renewal too.</Trans>
          </p>
        </li>
        <li className="affiliate__term">
          <Icon name="clock" />
          <h3>
            <Plural value={cookieDays} one="A #-day cookie window" other="A #-day cookie window" />
          </h3>
          <p>
            <Plural
              value={cookieDays}
              one="A visitor who buys within # day of clicking your link counts as your referral."
              other="A visitor who buys within # days of clicking your link counts as your referral."
            />
          </p>
        </li>
        <li className="affiliate__term">
          <Icon name="credit-card" />
          <h3>
            <Trans>Monthly payouts from {threshold}</Trans>
          </h3>
          <p>
            <Trans>We pay every month once your balance reaches {threshold}, by bank transfer or PayPal. Commission is confirmed after the 30-day money-back period.</Trans>
          </p>
        </li>
      </ul>
    </section>
  );
}

function Tracking({ figures }: { readonly figures: AffiliateFigures }) {
  const { cookieDays } = figures;
  return (
    <section className="affiliate__section affiliate__section--split" aria-labelledby="affiliate-tracking">
      <div>
        <h2 id="affiliate-tracking" className="affiliate__heading">
          <Trans>How tracking works</Trans>
        </h2>
        <p className="affiliate__intro">
          <Trans>There is no tracking script on your site and no third-party pixel on ours: your partner link does the work.</Trans>
        </p>
      </div>
      <ol className="affiliate__steps">
        <li>
          <Trans>A reader clicks your partner link, which carries your partner ID.</Trans>
        </li>
        <li>
          <Plural
            value={cookieDays}
            one="Our site stores that ID in a first-party cookie for # day, in the reader's browser."
            other="Our site stores that ID in a first-party cookie for # days, in the reader's browser."
          />
        </li>
        <li>
          <Trans>If the reader buys a plan or starts a free trial in that time, the sale is credited to you.</Trans>
        </li>
        <li>
          <Trans>The last click wins: if the reader later arrives through another partner's link or one of our own campaigns, that newer click takes over.</Trans>
        </li>
      </ol>
    </section>
  );
}

const AUDIENCES: readonly { icon: IconName; key: 'creators' | 'reviews' | 'coupons' }[] = [
  { icon: 'star', key: 'creators' },
  { icon: 'shield-check', key: 'reviews' },
  { icon: 'gift', key: 'coupons' },
];

function Audience({ which }: { readonly which: (typeof AUDIENCES)[number]['key'] }) {
  switch (which) {
    case 'creators':
      return (
        <>
          <h3>
            <Trans>Content creators</Trans>
          </h3>
          <p>
            <Trans>YouTubers, streamers, podcasters and newsletter writers whose audience cares about privacy, travel or streaming.</Trans>
          </p>
        </>
      );
    case 'reviews':
      return (
        <>
          <h3>
            <Trans>Review and comparison sites</Trans>
          </h3>
          <p>
            <Trans>Tech and privacy sites that test VPNs honestly. We give you a review account; you are free to write what you find.</Trans>
          </p>
        </>
      );
    default:
      return (
        <>
          <h3>
            <Trans>Coupon and deal sites</Trans>
          </h3>
          <p>
            <Trans>Welcome, with one rule: publish only the codes and offers we give you, with their real end dates.</Trans>
          </p>
        </>
      );
  }
}

function WhoCanJoin() {
  return (
    <section className="affiliate__section" aria-labelledby="affiliate-who">
      <h2 id="affiliate-who" className="affiliate__heading">
        <Trans>Who can join</Trans>
      </h2>
      <ul className="affiliate__audiences">
        {AUDIENCES.map((audience) => (
          <li key={audience.key} className="affiliate__audience">
            <Icon name={audience.icon} size={28} />
            <Audience which={audience.key} />
          </li>
        ))}
      </ul>
      <div className="affiliate__rules">
        <h3>
          <Trans>The rules every partner follows</Trans>
        </h3>
        <ul>
          <li>
            <Trans>No brand bidding: do not bid on “Harbor VPN”, its misspellings or our domain in search ads.</Trans>
          </li>
          <li>
            <Trans>No spam: no unsolicited email, comment spam or automated social posts.</Trans>
          </li>
          <li>
            <Trans>No misleading claims: no promises of total anonymity, no invented discounts, no fake reviews.</Trans>
          </li>
          <li>
            <Trans>Say clearly that you earn a commission from your links.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Sales that break these rules earn no commission, and repeated breaches end the partnership.</Trans>
        </p>
      </div>
    </section>
  );
}

function HowToJoin({ figures }: { readonly figures: AffiliateFigures }) {
  const { approvalDays, email } = figures;
  return (
    <section className="affiliate__section" aria-labelledby="affiliate-join">
      <h2 id="affiliate-join" className="affiliate__heading">
        <Trans>How to join in three steps</Trans>
      </h2>
      <ol className="affiliate__join">
        <li>
          <h3>
            <Trans>Write to us</Trans>
          </h3>
          <p>
            <Trans>
              Email <a href={`mailto:${email}`}>{email}</a> with your site or channel, your audience and how you plan to present Harbor VPN.
            </Trans>
          </p>
        </li>
        <li>
          <h3>
            <Trans>Get approved</Trans>
          </h3>
          <p>
            <Plural
              value={approvalDays}
              one="We answer every application within # working day. Once approved, you receive your partner link and the payout form by email."
              other="We answer every application within # working days. Once approved, you receive your partner link and the payout form by email."
            />
          </p>
        </li>
        <li>
          <h3>
            <Trans>Share your link</Trans>
          </h3>
          <p>
            <Trans>Use your link wherever you recommend us. Each month we email you a statement of your sales and your balance.</Trans>
          </p>
        </li>
      </ol>
      <a className="button button--large" href={`mailto:${email}`}>
        <Trans>Apply by email</Trans>
      </a>
    </section>
  );
}

function Materials() {
  return (
    <section className="affiliate__section" aria-labelledby="affiliate-materials">
      <h2 id="affiliate-materials" className="affiliate__heading">
        <Trans>Marketing materials</Trans>
      </h2>
      <p className="affiliate__intro">
        <Trans>Approved partners receive a kit with everything needed to present Harbor VPN accurately:</Trans>
      </p>
      <ul className="affiliate__materials">
        <li>
          <Icon name="check" />
          <Trans>Logos and brand guidelines</Trans>
        </li>
        <li>
          <Icon name="check" />
          <Trans>Banners in the eleven languages of this site</Trans>
        </li>
        <li>
          <Icon name="check" />
          <Trans>App screenshots for every platform</Trans>
        </li>
        <li>
          <Icon name="check" />
          <Trans>A fact sheet: servers, features and our no-logs policy</Trans>
        </li>
        <li>
          <Icon name="check" />
          <Trans>A review account for testing the apps</Trans>
        </li>
        <li>
          <Icon name="check" />
          <Trans>Exclusive coupon codes for approved coupon partners</Trans>
        </li>
      </ul>
    </section>
  );
}

function Example({ figures }: { readonly figures: AffiliateFigures }) {
  const { firstRate, renewalRate, monthlyMultiple, monthlyRenewals } = figures;
  return (
    <section className="affiliate__section" aria-labelledby="affiliate-example">
      <h2 id="affiliate-example" className="affiliate__heading">
        <Trans>What one referral earns</Trans>
      </h2>
      <p className="affiliate__intro">
        <Trans>Commission follows the plan your reader chooses. For a customer who stays with us for their first year:</Trans>
      </p>
      <div className="affiliate__table-wrap">
        <table className="affiliate__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Plan your reader buys</Trans>
              </th>
              <th scope="col">
                <Trans>What you earn</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>1 month, renewed every month</Trans>
              </th>
              <td>
                <Trans>
                  {firstRate} of the first month plus {renewalRate} of <Plural value={monthlyRenewals} one="# renewal" other="# renewals" />: {monthlyMultiple} × the monthly price
                </Trans>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>1 year</Trans>
              </th>
              <td>
                <Trans>{firstRate} of the yearly price</Trans>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>2 years</Trans>
              </th>
              <td>
                <Trans>{firstRate} of the two-year price</Trans>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** SPEC §2.2 /affiliate: the programme's terms, tracking, who may join and how, materials and an earnings example. */
export function AffiliateView(props: AffiliateViewProps) {
  const { figures } = props;
  return (
    <>
      <Hero {...props} />
      <div className="affiliate">
        <Terms figures={figures} />
        <Tracking figures={figures} />
        <Example figures={figures} />
        <WhoCanJoin />
        <HowToJoin figures={figures} />
        <Materials />
      </div>
    </>
  );
}
