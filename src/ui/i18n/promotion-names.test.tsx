import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { colourSegments } from '../../domain/index.ts';
import { promotionName, withPromotionNames } from './promotion-names.ts';

// The id the catalogues file the name under.
const holidaySale = msg`Holiday sale`.id;

describe('promotion names as @(number) placeholders (SPEC §5)', () => {
  it('puts the language’s name of the promotion into a text, inside its colour markup', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: { [holidaySale]: 'Feiertags-Sale' } } });
    const title = withPromotionNames(i18n, '[color=#e5484d]@(4)[/color]: unser größter Rabatt des Jahres');
    expect(colourSegments(title)).toEqual([
      { text: 'Feiertags-Sale', color: '#e5484d' },
      { text: ': unser größter Rabatt des Jahres' },
    ]);
    expect(promotionName(i18n, 'festival')).toBe('Feiertags-Sale');
  });

  it('shows the number when no catalogue names it, and leaves other text as written', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: {} } });
    expect(withPromotionNames(i18n, '@(4) and @(9), 100 @ (1)')).toBe('4 and 9, 100 @ (1)');
  });
});
