import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { TAX_NAMES, localTaxName } from './invoice.page.tsx';

describe('an invoice names its taxes in the page language (issue 20)', () => {
  it('translates the taxes orders record, and shows an unknown one as the API gives it', () => {
    const i18n = setupI18n();
    i18n.load('de', { [TAX_NAMES['VAT']?.id ?? '']: 'MwSt.' });
    i18n.activate('de');
    expect(localTaxName(i18n, 'VAT')).toBe('MwSt.');
    expect(localTaxName(i18n, 'IGIC')).toBe('IGIC');
  });
});
