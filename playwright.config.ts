import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/ports';
import { webServersFor } from './e2e/servers';
import { popupAlreadySeen } from './e2e/fixtures/newsletter-popup';
import { withConsent } from './e2e/fixtures/consent';
import { withLiveShop } from './e2e/fixtures/live-shop';
import { CHROMIUM_ARGS, SUITE_CHROMIUM } from './e2e/fixtures/browsers';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  // A worker per shop of e2e/ports.ts (two), each a spec file at a time: with one, a third of the two
  // cores sat idle while a page waited on its shop or the shop on its page.
  fullyParallel: false,
  workers: E2E.workerShopPorts.length,
  // One retry, traced: recording a trace of every test's first run cost about 15 % of the run (every
  // snapshot of every step), and a failure still gets its trace when the retry replays it. A test that
  // passes only on its retry still fails the run (scripts/test.mjs counts it): a flaky spec is a defect.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: E2E.shop,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every spec is a visitor who already had the newsletter popup, so it never covers a journey;
    // e2e/newsletter-popup.spec.ts starts as a new visitor (e2e/fixtures/newsletter-popup.ts). And one
    // who answered the cookie banner (analytics refused); e2e/consent.spec.ts starts without (e2e/fixtures/consent.ts).
    // Against a running shop (E2E_BASE_URL, --grep @live), the same for its host, with E2E_PREVIEW's cookie.
    storageState: withLiveShop(withConsent(popupAlreadySeen())),
    // Debian's headless shell, or its full Chromium without it (e2e/fixtures/browsers.ts, docs/toolchain.md).
    launchOptions: { executablePath: SUITE_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Only the servers the selected specs use (e2e/servers.ts), on the ports of E2E_PORT_BASE (e2e/ports.ts).
  webServer: webServersFor(),
});
