import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/ports';
import { popupAlreadySeen } from './e2e/fixtures/newsletter-popup';
import { withConsent } from './e2e/fixtures/consent';

// Debian's Chromium: Playwright's own browser download is not reachable here (docs/toolchain.md).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: E2E.shop,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every spec is a visitor who already had the newsletter popup, so it never covers a journey;
    // e2e/newsletter-popup.spec.ts starts as a new visitor (e2e/fixtures/newsletter-popup.ts). And one
    // who answered the cookie banner (analytics refused); e2e/consent.spec.ts starts without (e2e/fixtures/consent.ts).
    storageState: withConsent(popupAlreadySeen()),
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The shop exactly as `npm start` serves it, on an in-memory database.
      command: 'node scripts/start.mjs',
      url: `${E2E.shop}/healthz`,
      // DEV_OUTBOX lets the specs read the e-mails the shop queued; SEED_DISCOUNT_CODES gives them AMA10,
      // GIFT50, EXPIRED20 and ONCE15 (docs/discount-codes.md), which production does not load.
      // RENDER_RATE_LIMIT: every spec is a visitor of its own, but all come from 127.0.0.1.
      env: { PORT: String(E2E.shopPort), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', DEV_OUTBOX: '1', SEED_DISCOUNT_CODES: '1', RENDER_RATE_LIMIT: '1000000' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // Every remote on its own origin, and a second shop whose registry points at them.
    ...E2E.remoteOrigins.map(({ folder, port }) => ({
      command: `node scripts/serve-remote.mjs ${folder} ${port}`,
      url: `http://127.0.0.1:${port}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.splitShop}/healthz`,
      env: {
        PORT: String(E2E.splitShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        RENDER_RATE_LIMIT: '1000000',
        REMOTE_ORIGINS: E2E.remoteOrigins.map(({ port }) => `http://127.0.0.1:${port}`).join(','),
        REMOTE_OVERRIDES: E2E.remoteOrigins.map(({ name, port }) => `${name}=http://127.0.0.1:${port}/mf-manifest.json`).join(','),
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // Server rendering when remotes' server code fails (e2e/ssr-failures.spec.ts): first the fixture
    // containers (which also copy the registry fixture where the shop reads it), then the shop.
    {
      command: `node e2e/fixtures/ssr-fixture-server.mjs ${E2E.ssrFixturePort} e2e/fixtures/ssr-failures-registry.json ${E2E.ssrFailuresRegistry}`,
      url: `http://127.0.0.1:${E2E.ssrFixturePort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.ssrFailuresShop}/healthz`,
      env: {
        PORT: String(E2E.ssrFailuresShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        REGISTRY_FILE: E2E.ssrFailuresRegistry,
        SSR_BUDGET_MS: '300',
        // The remote that is down for the browser too is refused by its socket, not by the CSP.
        REMOTE_ORIGINS: `http://127.0.0.1:${E2E.closedPort}`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // The analytics tag (e2e/consent.spec.ts): a fake tag on loopback, then a shop with an analytics id
    // whose tag URL points at it. Nothing calls the analytics vendor.
    {
      command: `node e2e/fixtures/fake-analytics-tag.mjs ${E2E.fakeAnalyticsPort}`,
      url: `${E2E.fakeAnalytics}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.analyticsShop}/healthz`,
      env: {
        PORT: String(E2E.analyticsShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        ANALYTICS_ID: E2E.analyticsId,
        ANALYTICS_SCRIPT_URL: `${E2E.fakeAnalytics}/gtag/js`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // Independent delivery (e2e/release.spec.ts): a shop with a release store of its own, which the spec
    // releases mfe-content into and rolls it back in with the real commands.
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.releaseShop}/healthz`,
      env: {
        PORT: String(E2E.releaseShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        RELEASES_DIR: E2E.releasesDir,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // The back office (e2e/backoffice.spec.ts): a shop whose staff were added with the real command.
    {
      command: `node e2e/fixtures/backoffice-shop.mjs ${E2E.backofficeShopPort} ${E2E.backofficeDataDir} ${E2E.backofficeAccounts}`,
      url: `${E2E.backofficeShop}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // Route rules (e2e/route-rules.spec.ts): a shop whose operator redirects a retired collection.
    {
      command: 'node scripts/start.mjs',
      url: `${E2E.routeRulesShop}/healthz`,
      env: {
        PORT: String(E2E.routeRulesShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        ROUTE_RULES_FILE: E2E.routeRulesFile,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
