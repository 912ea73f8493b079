import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import what (the layers, the packages each may use, no cycles) is checked by
// dependency-cruiser: see .dependency-cruiser.mjs, run by `npm run lint` after ESLint.

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'locales/**', 'docs/statecharts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No `export *` barrels (CONVENTIONS).' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: ['src/ui/**/*.tsx', 'src/main.tsx', 'src/entry-server.tsx'],
  },
  {
    // The domain is plain TypeScript: no frameworks, no browser, no clock, no randomness (issue 2 §2).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch'],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *` barrels (CONVENTIONS).' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass the time in; the domain has no clock.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the time in; the domain has no clock.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Pass randomness in; the domain is deterministic.' },
      ],
    },
  },
);
