import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { replacePlaceholders, type PopupName } from '../../domain/index.ts';

/**
 * SPEC §5 `@(number)` placeholders: the promotions' names, numbered, so the popups, the pricing page's offer banner and
 * any promotion text name a promotion the same way in every language. A text carries `@(4)`; translators keep it.
 */
const PROMOTION_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`Weekend deal`,
  '2': msg`This week only`,
  '3': msg`Today's deal`,
  '4': msg`Holiday sale`,
};

/** The placeholder number of each promotion's name. */
export const PROMOTION_NAME_KEY: Readonly<Record<PopupName, string>> = { weekend: '1', workday: '2', mobileDaily: '3', festival: '4' };

/**
 * The names the active catalogue holds. The page texts of a language are loaded over the default language's (SPEC §4
 * text loading), so a name not translated yet is already the English one here.
 */
function localizedNames(i18n: I18n): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PROMOTION_NAMES).map(([key, name]) => [key, name.id !== undefined && i18n.messages[name.id] !== undefined ? i18n._(name) : '']),
  );
}

/** A promotion text with its `@(number)` placeholders replaced (SPEC §5): the language's name, else English, else the number. */
export function withPromotionNames(i18n: I18n, text: string): string {
  // The English names are already beneath the catalogue's own (see above): nothing further to fall back to but the number.
  return replacePlaceholders(text, localizedNames(i18n), {});
}

/** A promotion's name in the active language. */
export function promotionName(i18n: I18n, promotion: PopupName): string {
  return withPromotionNames(i18n, `@(${PROMOTION_NAME_KEY[promotion]})`);
}
