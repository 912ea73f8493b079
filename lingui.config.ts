import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { ALL_TEXT_LOCALES, DEFAULT_LANGUAGE, PAGE_KEYS, type PageKey } from './src/domain/index.ts';

// Where each page key's messages are written (SPEC §2.2 page texts): a page's own folder, or the shell.
const SOURCES: Partial<Record<PageKey, readonly string[]>> = {
  header: ['<rootDir>/src/ui/shell/header', '<rootDir>/src/ui/shell/errors', '<rootDir>/src/ui/shell/overlays', '<rootDir>/src/ui/components', '<rootDir>/src/ui/i18n', '<rootDir>/src/ui/app'],
  footer: ['<rootDir>/src/ui/shell/footer'],
  location: ['<rootDir>/src/ui/shell/location'],
  account: ['<rootDir>/src/ui/shell/account'],
  // Issue 19: the account's module also serves /activate (a TV's code), so its texts travel with the account's.
  myaccount: ['<rootDir>/src/ui/pages/myaccount', '<rootDir>/src/ui/pages/activate'],
  // The reset page shares the forgotten-password form.
  resetpassword: ['<rootDir>/src/ui/pages/resetpassword', '<rootDir>/src/ui/pages/forgetpassword'],
  // The free tools share the tools header and the connection-check panel (issue 6), so both catalogues hold their texts.
  'what-is-my-ip': ['<rootDir>/src/ui/pages/what-is-my-ip', '<rootDir>/src/ui/pages/tools'],
  'webrtc-leak-test': ['<rootDir>/src/ui/pages/webrtc-leak-test', '<rootDir>/src/ui/pages/tools'],
};

// The catalogue check extracts into a scratch folder to compare with the committed catalogues.
const catalogRoot = process.env['LINGUI_CATALOG_ROOT'] ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...ALL_TEXT_LOCALES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  format: formatter({ lineNumbers: false }),
  catalogs: PAGE_KEYS.map((key) => ({
    path: `${catalogRoot}/{locale}/${key}`,
    include: [...(SOURCES[key] ?? [`<rootDir>/src/ui/pages/${key}`])],
    // Tests may build messages with the macros; they are not texts of the site.
    exclude: ['**/*.test.*'],
  })),
});
