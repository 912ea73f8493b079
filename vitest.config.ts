import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// One project per layer (CONVENTIONS): business rules and machines run in node without a DOM.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One module graph per worker, not per file: a fresh graph and DOM for each file was two thirds of the unit
      // run (111 s → 42 s, docs/testing.md). Tests therefore leave nothing behind: Testing Library cleans up after
      // each (tests/setup/ui.ts), and stubbed globals, environment variables and mocks are undone here.
      isolate: false,
      pool: 'threads',
      unstubGlobals: true,
      unstubEnvs: true,
      restoreMocks: true,
      projects: [
        { extends: true, test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] } },
        { extends: true, test: { name: 'application', environment: 'node', include: ['src/application/**/*.test.ts'] } },
        // The sandbox's password hashing at its lowest cost: the suite makes hundreds of accounts.
        {
          extends: true,
          test: { name: 'infrastructure', environment: 'node', include: ['src/infrastructure/**/*.test.ts', 'server/**/*.test.ts'], env: { SANDBOX_SCRYPT_LOG2_N: '10' } },
        },
        { extends: true, test: { name: 'ui', environment: 'happy-dom', include: ['src/ui/**/*.test.tsx'], setupFiles: ['tests/setup/ui.ts'] } },
        // Pages over the site's real adapters and the sandbox in this process: the browser's chain without a browser.
        { extends: true, test: { name: 'integration', environment: 'happy-dom', include: ['tests/integration/**/*.test.tsx'], setupFiles: ['tests/setup/ui.ts'] } },
        { extends: true, test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'], testTimeout: 60_000 } },
        // The built site's files, read from disk after `npm run build`: every prerendered page once, no server.
        { extends: true, test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'] } },
      ],
    },
  }),
);
