import { msg } from '@lingui/core/macro';
import { SERVICE_FACTS, dateTimeFormat, languageTag, numberFormat } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import { AboutUsView } from './aboutus.view.tsx';

const COPY: PageCopy = {
  title: msg`About us`,
  heading: msg`We build a VPN we would trust with our own data`,
  description: msg`Harbor VPN is made by a small team of network and security engineers who believe privacy online should be simple, fast and affordable.`,
};

export const copy = (): PageCopy => COPY;

/** SPEC §2.2 `/aboutus`: who makes Harbor VPN, why, how it earns money, and how to reach us. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { language } = data;
  const tag = languageTag(language);
  const year = (value: number) => numberFormat(tag, { useGrouping: false }).format(value);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <AboutUsView
        founded={dateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(SERVICE_FACTS.founded))}
        years={{ y2023: year(2023), y2024: year(2024), y2025: year(2025), y2026: year(2026) }}
        people={SERVICE_FACTS.people}
        links={{
          contact: pageLink(language, 'index', 'contact'),
          helpCentre: pageLink(language, 'index', language === 'ru' ? 'support.ru' : 'support.en'),
          privacy: pageLink(language, 'index', 'policies.privacy'),
          features: pageLink(language, 'index', 'features'),
        }}
      />
    </>
  );
}
