import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type TrustedByProps = {
  /** Counts: each label's noun agrees with its figure in the page's language. */
  readonly devices: number;
  readonly countries: number;
  /** Already formatted for the page's language, without grouping. */
  readonly auditYear: string;
};

type Quote = { readonly text: ReactNode; readonly name: string; readonly country: ReactNode };

const QUOTES: readonly Quote[] = [
  {
    text: <Trans>I work from cafés and airports all week. Harbor VPN connects before my laptop has finished waking up, and I stopped worrying about hotel Wi-Fi.</Trans>,
    name: 'Marta',
    country: <Trans>Portugal</Trans>,
  },
  {
    text: <Trans>One subscription covers my phone, my partner's laptop, the TV and both kids' tablets. Setting it up took an evening, not a weekend.</Trans>,
    name: 'Daniel',
    country: <Trans>Canada</Trans>,
  },
  {
    text: <Trans>I asked support a question at two in the morning and had a real answer in a few minutes. That is when I decided to keep the yearly plan.</Trans>,
    name: 'Aiko',
    country: <Trans>Japan</Trans>,
  },
];

/**
 * SPEC §2.2 shared piece "trusted-by block": social proof we can stand behind — no borrowed company logos and
 * no made-up ratings, only what the service guarantees and what customers told us (docs/decisions.md, issue 6).
 */
export function TrustedBy({ devices, countries, auditYear }: TrustedByProps) {
  const { i18n } = useLingui();
  return (
    <section className="home-section home-trusted" aria-labelledby="home-trusted-title">
      <div className="home-section__inner">
        <h2 id="home-trusted-title" className="home-section__title">
          <Trans>Why people switch to Harbor VPN</Trans>
        </h2>
        <ul className="home-trusted__facts">
          <li>
            <strong className="home-trusted__figure">{i18n.number(devices)}</strong>
            <span>
              <Plural value={devices} one="device at once on one subscription" other="devices at once on one subscription" />
            </span>
          </li>
          <li>
            <strong className="home-trusted__figure">{i18n.number(countries)}</strong>
            <span>
              <Plural value={countries} one="country with Harbor VPN servers" other="countries with Harbor VPN servers" />
            </span>
          </li>
          <li>
            <strong className="home-trusted__figure">
              <Trans>24/7</Trans>
            </strong>
            <span>
              <Trans>live support from real people, by chat and email</Trans>
            </span>
          </li>
          <li>
            <strong className="home-trusted__figure">{auditYear}</strong>
            <span>
              <Trans>independent audit of our no-logs policy</Trans>
            </span>
          </li>
        </ul>
        <ul className="home-trusted__quotes">
          {QUOTES.map(({ name, country, text }) => (
            <li key={name}>
              <figure className="home-trusted__quote">
                <blockquote>
                  <p>{text}</p>
                </blockquote>
                <figcaption>
                  <Trans>
                    {name}, {country}
                  </Trans>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
