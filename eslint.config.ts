import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer rule (CONVENTIONS): what each layer of src/ may import. Zones name the forbidden sources. */
const LAYER_ZONES = [
  { target: './src/domain', from: ['./src/application', './src/infrastructure', './src/ui', './server'], message: 'The domain imports only the domain.' },
  { target: './src/application', from: ['./src/infrastructure', './src/ui', './server'], message: 'The application imports only the domain (and xstate).' },
  { target: './src/infrastructure', from: ['./src/ui', './server'], message: 'Infrastructure implements application ports; it never imports views.' },
  { target: './src/ui', from: ['./src/infrastructure', './server'], message: 'Views reach adapters only through application ports and the container.' },
];

const FRAMEWORKS_OUTSIDE_DOMAIN = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'xstate', '@xstate/*', 'effect', 'effect/*', 'ky', 'inversify', '@lingui/*', 'cookie', 'hono', 'hono/*'];

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'locales/**', 'docs/statecharts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
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
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS_OUTSIDE_DOMAIN, message: 'The domain is plain TypeScript; frameworks live in the outer layers.' }] }],
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
  {
    files: ['src/application/**/*.ts'],
    ignores: ['src/application/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS_OUTSIDE_DOMAIN.filter((name) => name !== 'xstate'), message: 'The application layer uses only the domain and xstate; adapters implement its ports.' }] },
      ],
    },
  },
);
