import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './ports';
import { liveBaseUrl } from './fixtures/live-shop';

/**
 * The servers of the e2e suite, each with the specs that need it: `npx playwright test e2e/events.spec.ts`
 * starts only the shop, not the dozen servers the whole suite needs (Playwright starts them one after
 * another). The shop every spec uses has no list: it is always started.
 */
interface SuiteServer {
  command: string;
  url: string;
  env?: Record<string, string>;
  timeout: number;
  /** The spec files (names in e2e/) that use it; none: every spec. */
  specs?: readonly string[];
  /** A shop starts once every helper answers (a shop may read what a helper wrote at its start). */
  shop?: true;
  /** The second worker's shop: started only when more than one spec runs (one spec runs in one worker). */
  secondWorker?: true;
}

/**
 * SSR_BUDGET_MS: the specs check what a page is (rendered on the server, hydrated cleanly), not how fast
 * it comes; speed is the bench's. With production's 300 ms a render missed the budget whenever Chromium
 * had both cores (a CI failure: /it left to the browser), and the specs warmed pages up to dodge it. The
 * budget's fallback is the ssr-failures shop's subject, with 300 ms.
 */
const shopEnv = (port: number, more: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: ':memory:',
  LOG_LEVEL: 'warn',
  SSR_BUDGET_MS: '5000',
  ...more,
});
const SHOP_START = 180_000;

const SERVERS: readonly SuiteServer[] = [
  // The shop exactly as `npm start` serves it, on an in-memory database, one per Playwright worker
  // (e2e/ports.ts). DEV_OUTBOX lets the specs read the e-mails the shop queued; SEED_DISCOUNT_CODES gives
  // them AMA10, GIFT50, EXPIRED20 and ONCE15 (docs/discount-codes.md), which production does not load.
  // RENDER_RATE_LIMIT: every spec is a visitor of its own, but all come from 127.0.0.1.
  ...E2E.workerShopPorts.map((port, slot) => ({
    command: 'node scripts/start.mjs',
    shop: true as const,
    url: `http://127.0.0.1:${port}/readyz`,
    env: shopEnv(port, { DEV_OUTBOX: '1', SEED_DISCOUNT_CODES: '1', RENDER_RATE_LIMIT: '1000000' }),
    timeout: SHOP_START,
    // The second worker's shop only when a second worker can have a spec to run.
    ...(slot > 0 ? { secondWorker: true as const } : {}),
  })),
  // Every remote on its own origin, and a second shop whose registry points at them.
  ...E2E.remoteOrigins.map(({ folder, port }) => ({
    command: `node scripts/serve-remote.mjs ${folder} ${port}`,
    url: `http://127.0.0.1:${port}/mf-manifest.json`,
    timeout: 60_000,
    specs: ['separate-origins.spec.ts', 'self-hosted.spec.ts'],
  })),
  {
    command: 'node scripts/start.mjs',
    shop: true,
    url: `${E2E.splitShop}/readyz`,
    env: shopEnv(E2E.splitShopPort, {
      RENDER_RATE_LIMIT: '1000000',
      REMOTE_ORIGINS: E2E.remoteOrigins.map(({ port }) => `http://127.0.0.1:${port}`).join(','),
      REMOTE_OVERRIDES: E2E.remoteOrigins.map(({ name, port }) => `${name}=http://127.0.0.1:${port}/mf-manifest.json`).join(','),
    }),
    timeout: SHOP_START,
    specs: ['separate-origins.spec.ts'],
  },
  // Server rendering when remotes' server code fails: first the fixture containers (which also write the
  // registry the shop reads, with these ports), then the shop.
  {
    command: `node e2e/fixtures/ssr-fixture-server.mjs ${E2E.ssrFixturePort} e2e/fixtures/ssr-failures-registry.json ${E2E.ssrFailuresRegistry} ${E2E.closedPort}`,
    url: `http://127.0.0.1:${E2E.ssrFixturePort}/healthz`,
    timeout: 30_000,
    specs: ['ssr-failures.spec.ts', 'catalog-journey.spec.ts'],
  },
  {
    command: 'node scripts/start.mjs',
    shop: true,
    // Alive, not ready: its subject is server code that loads slowly or not at all, which /readyz waits out.
    url: `${E2E.ssrFailuresShop}/healthz`,
    // The remote that is down for the browser too is refused by its socket, not by the CSP.
    env: shopEnv(E2E.ssrFailuresShopPort, { REGISTRY_FILE: E2E.ssrFailuresRegistry, SSR_BUDGET_MS: '300', REMOTE_ORIGINS: `http://127.0.0.1:${E2E.closedPort}` }),
    timeout: SHOP_START,
    specs: ['ssr-failures.spec.ts', 'catalog-journey.spec.ts'],
  },
  // The analytics tag: a fake tag on loopback, then a shop with an analytics id whose tag URL points at
  // it. Nothing calls the analytics vendor.
  { command: `node e2e/fixtures/fake-analytics-tag.mjs ${E2E.fakeAnalyticsPort}`, url: `${E2E.fakeAnalytics}/healthz`, timeout: 30_000, specs: ['consent.spec.ts'] },
  {
    command: 'node scripts/start.mjs',
    shop: true,
    url: `${E2E.analyticsShop}/readyz`,
    env: shopEnv(E2E.analyticsShopPort, { ANALYTICS_ID: E2E.analyticsId, ANALYTICS_SCRIPT_URL: `${E2E.fakeAnalytics}/gtag/js` }),
    timeout: SHOP_START,
    specs: ['consent.spec.ts'],
  },
  // Independent delivery: a shop with a release store of its own, which the spec releases mfe-content
  // into and rolls it back in with the real commands.
  {
    command: 'node scripts/start.mjs',
    shop: true,
    url: `${E2E.releaseShop}/readyz`,
    env: shopEnv(E2E.releaseShopPort, { RELEASES_DIR: E2E.releasesDir }),
    timeout: SHOP_START,
    specs: ['release.spec.ts'],
  },
  // Canaries: a shop with its own release store whose guard judges every second, on a few page views.
  {
    command: 'node scripts/start.mjs',
    shop: true,
    url: `${E2E.canaryShop}/readyz`,
    env: shopEnv(E2E.canaryShopPort, {
      RELEASES_DIR: E2E.canaryReleasesDir,
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_PAGE_VIEWS: '3',
      // The journeys judge failures. Three page views' INP on a shared CI machine is noise: a healthy
      // canary was aborted at 408 ms against 264 ms live. Speed is judged at the largest factor allowed.
      CANARY_SLOWDOWN_FACTOR: '10',
      RUM_SAMPLE_RATE: '1',
      RUM_RATE_LIMIT: '100000',
      METRICS_TOKEN: E2E.canaryMetricsToken,
    }),
    timeout: SHOP_START,
    specs: ['canary.spec.ts'],
  },
  // The back office: a shop whose staff were added with the real command.
  {
    shop: true,
    command: `node e2e/fixtures/backoffice-shop.mjs ${E2E.backofficeShopPort} ${E2E.backofficeDataDir} ${E2E.backofficeAccounts}`,
    url: `${E2E.backofficeShop}/readyz`,
    timeout: SHOP_START,
    specs: ['backoffice.spec.ts'],
  },
  // Route rules: a shop whose operator redirects a retired collection.
  {
    command: 'node scripts/start.mjs',
    shop: true,
    url: `${E2E.routeRulesShop}/readyz`,
    env: shopEnv(E2E.routeRulesShopPort, { ROUTE_RULES_FILE: E2E.routeRulesFile }),
    timeout: SHOP_START,
    specs: ['route-rules.spec.ts'],
  },
];

/** Options of `playwright test` that take a value: that value is no file filter. */
const OPTIONS_WITH_VALUE = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--project',
  '--reporter',
  '--output',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--shard',
  '--max-failures',
  '-x',
  '--trace',
  '--tsconfig',
  '--global-timeout',
]);

/**
 * The file filters of a `playwright test` command line (its positional arguments, regular expressions
 * Playwright matches against each spec's path); none when the whole suite runs.
 */
export function fileFilters(argv: readonly string[]): string[] {
  const at = argv.indexOf('test');
  if (at < 0) return [];
  const filters: string[] = [];
  for (let index = at + 1; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg.startsWith('-')) {
      if (OPTIONS_WITH_VALUE.has(arg)) index += 1;
      continue;
    }
    filters.push(arg);
  }
  return filters;
}

/** The specs a command line selects: every spec of e2e/ whose path one of the filters matches. */
export function selectedSpecs(filters: readonly string[], specs: readonly string[] = readdirSync(__dirname).filter((name) => name.endsWith('.spec.ts'))): string[] {
  if (filters.length === 0) return [...specs];
  const patterns = filters.map((filter) => new RegExp(filter.replace(/\\/g, '/')));
  return specs.filter((spec) => patterns.some((pattern) => pattern.test(path.join(__dirname, spec).replace(/\\/g, '/'))));
}

/** The selected specs' servers (E2E_SERVERS=all: every one), as e2e/start-servers.mjs reads them. */
export function serversFor(argv: readonly string[] = process.argv) {
  // QA's run against a running shop (e2e/fixtures/live-shop.ts): nothing of the suite's own is started.
  if (liveBaseUrl()) return [];
  const wanted = process.env.E2E_SERVERS === 'all' ? null : new Set(selectedSpecs(fileFilters(argv)));
  return SERVERS.filter((server) => (!server.specs || !wanted || server.specs.some((spec) => wanted.has(spec))) && (!server.secondWorker || !wanted || wanted.size > 1)).map(
    ({ command, url, env, timeout, shop }) => ({
      command,
      url,
      env: env ?? {},
      timeout,
      stage: shop ? 1 : 0,
    }),
  );
}

/**
 * Playwright's webServer: one launcher (e2e/start-servers.mjs) that starts the selected servers side by
 * side, where Playwright would start its entries one after another, and answers once all answer.
 */
export function webServersFor(argv: readonly string[] = process.argv) {
  const servers = serversFor(argv);
  if (servers.length === 0) return [];
  const stages = [...new Set(servers.map((server) => server.stage))];
  const timeout = stages.reduce((sum, stage) => sum + Math.max(...servers.filter((server) => server.stage === stage).map((server) => server.timeout)), 0);
  return [
    {
      command: `node e2e/start-servers.mjs ${E2E.launcherPort}`,
      url: `http://127.0.0.1:${E2E.launcherPort}/`,
      env: { E2E_SERVER_LIST: JSON.stringify(servers) },
      timeout,
      reuseExistingServer: false,
    },
  ];
}
