import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { EMBEDDED_ORIGIN, EMBEDDED_PORT, NGINX_ORIGIN, NGINX_PORT } from './tests/e2e/support/servers.ts';

// Debian's Chromium (apt-get install -y chromium); Playwright cannot download browsers here.
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(`No Chromium at ${executablePath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`);
}

const CONFORMANCE = /conformance\.spec\.ts$/;
const THROUGH_NGINX = /through-nginx\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers on two cores: a third made every test slower than it saved (issue 14, docs/testing.md).
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  forbidOnly: true,
  retries: 0,
  // The app starts after the page's load event (src/boot.ts), so on a loaded two-core machine hydration can take
  // several seconds; assertions wait for it rather than failing on speed (speed is measured by npm run bench).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: EMBEDDED_ORIGIN,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Recording a trace costs every test time; E2E_TRACE=1 keeps one for each failing test.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
  },
  // Issue 18: the HTTP conformance suite runs against both servers; every other test, against the embedded one.
  projects: [
    { name: 'browser', testIgnore: [CONFORMANCE, THROUGH_NGINX] },
    { name: 'embedded', testMatch: CONFORMANCE },
    { name: 'nginx', testMatch: [CONFORMANCE, THROUGH_NGINX], use: { baseURL: NGINX_ORIGIN } },
  ],
  webServer: [
    {
      // The built site (npm test builds first), served exactly as `npm start` serves it.
      command: 'node server/main.ts',
      url: `${EMBEDDED_ORIGIN}/favicon.svg`,
      // A fresh database per run, room for the many sign-ups one loopback address makes in the suite, and
      // password hashing at its lowest cost for them.
      env: { PORT: String(EMBEDDED_PORT), HOST: '127.0.0.1', DATA_DIR: `test-results/data-${Date.now()}`, SANDBOX_RATE_LIMIT_SCALE: '50', SANDBOX_SCRYPT_LOG2_N: '10', SANDBOX_TEST_CONTROLS: '1',
        // The pages nginx serves in front of it are the site's own too.
        SITE_ORIGINS: [EMBEDDED_ORIGIN, `http://localhost:${EMBEDDED_PORT}`, NGINX_ORIGIN].join(',') },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Debian's nginx with the configuration generated for this build, in front of the server above.
      command: 'node scripts/serve-nginx.ts',
      url: `${NGINX_ORIGIN}/favicon.svg`,
      env: { PORT: String(NGINX_PORT), NGINX_BACKEND: EMBEDDED_ORIGIN, NGINX_DIR: `test-results/nginx-${NGINX_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
