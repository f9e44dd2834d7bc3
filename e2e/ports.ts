/**
 * Loopback ports of the e2e servers (playwright.config.ts starts them, the specs use them), all from one
 * setting: E2E_PORT_BASE (4310) moves every one of them, so a second checkout's suite, or a shop already
 * on 4310, is no obstacle. The fixed offsets below are the only port numbers of the suite.
 */
import { liveBaseUrl } from './fixtures/live-shop';

function portBase(): number {
  const raw = process.env.E2E_PORT_BASE ?? '4310';
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`E2E_PORT_BASE must be a whole number from 1024 to 65000, not "${raw}"`);
  return base;
}
const base = portBase();

/**
 * The suite runs a Playwright worker per shop here (playwright.config.ts), each on its own: the shops
 * hold state the specs change (an event's places, an appointment's slots, a code used once), so a spec
 * never meets another worker's bookings. Playwright tells each worker its slot in TEST_PARALLEL_INDEX; the
 * runner, which starts the servers, has none and starts them all (e2e/servers.ts).
 */
const workerShopPorts = [base, base + 8] as const;
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const shopPort = workerShopPorts[workerSlot % workerShopPorts.length]!;
const splitShopPort = base + 1;
/** A shop whose registry (e2e/fixtures/ssr-failures-registry.json) points remotes' server code at broken places. */
const ssrFailuresShopPort = base + 2;
/** Hand-written server containers (e2e/fixtures/ssr-fixture-server.mjs); the registry fixture's {{fixturePort}}. */
const ssrFixturePort = base + 20;
/** A shop with an analytics id (e2e/consent.spec.ts), and the fake tag it loads instead of the vendor's. */
const analyticsShopPort = base + 3;
const fakeAnalyticsPort = base + 21;
/** A shop serving its own release store (e2e/release.spec.ts releases and rolls back mfe-content there). */
const releaseShopPort = base + 30;
/** A shop with a release store of its own and a quick canary guard (e2e/canary.spec.ts). */
const canaryShopPort = base + 35;
/** A shop with the route rules of e2e/fixtures/route-rules.json (e2e/route-rules.spec.ts). */
const routeRulesShopPort = base + 31;
/** Where route-rules.spec.ts starts shops with bad rules files, which must refuse to start. */
const refusedRulesShopPorts = [base + 32, base + 33] as const;
/** A shop on an embedded database of its own, with staff added by `npm run staff` (e2e/backoffice.spec.ts). */
const backofficeShopPort = base + 34;
/**
 * The dev loop (e2e/dev-loop.spec.ts): a remote's `rspack serve`, and a shop whose registry points at it.
 * Not 4350-4353 (base + 40…43 at the usual base): the BFF's fault suites own those, and a jest run beside
 * a dev loop would find them taken.
 */
const devServerPort = base + 36;
const devLoopShopPort = base + 37;
/** The shell's own `rspack serve` in the dev loop, with the dev loop's shop behind it. */
const shellDevServerPort = base + 38;
/** e2e/start-servers.mjs answers here once every server of the run answers. */
const launcherPort = base + 9;
/** Nothing listens here: an unreachable remote (the registry fixture's {{closedPort}}). */
const closedPort = base + 29;

const remoteOrigins = [
  { folder: 'mfe-catalog', name: 'mfe_catalog', port: base + 11 },
  { folder: 'mfe-cart-checkout', name: 'mfe_cart_checkout', port: base + 12 },
  { folder: 'mfe-club', name: 'mfe_club', port: base + 13 },
  { folder: 'mfe-events', name: 'mfe_events', port: base + 14 },
  { folder: 'mfe-content', name: 'mfe_content', port: base + 15 },
];

export const E2E = {
  /** This worker's shop (the first one outside a worker). */
  shopPort,
  workerShopPorts,
  /** The suite's own shop, or the running shop QA names (E2E_BASE_URL; e2e/fixtures/live-shop.ts). */
  shop: liveBaseUrl() ?? `http://127.0.0.1:${shopPort}`,
  splitShopPort,
  splitShop: `http://127.0.0.1:${splitShopPort}`,
  remoteOrigins,
  ssrFailuresShopPort,
  ssrFailuresShop: `http://127.0.0.1:${ssrFailuresShopPort}`,
  ssrFixturePort,
  closedPort,
  launcherPort,
  analyticsShopPort,
  analyticsShop: `http://127.0.0.1:${analyticsShopPort}`,
  fakeAnalyticsPort,
  fakeAnalytics: `http://127.0.0.1:${fakeAnalyticsPort}`,
  analyticsId: 'G-E2ETEST01',
  releaseShopPort,
  releaseShop: `http://127.0.0.1:${releaseShopPort}`,
  canaryShopPort,
  canaryShop: `http://127.0.0.1:${canaryShopPort}`,
  /** The canary shop's /metrics bearer token (the spec reads the real-user series there). */
  canaryMetricsToken: 'e2e-canary-metrics-token-0123456789',
  /** The canary shop's RELEASES_DIR (relative to the repository root). */
  canaryReleasesDir: 'test-results/canary-releases',
  routeRulesShopPort,
  routeRulesShop: `http://127.0.0.1:${routeRulesShopPort}`,
  refusedRulesShopPorts,
  devServerPort,
  devLoopShopPort,
  shellDevServerPort,
  backofficeShopPort,
  backofficeShop: `http://127.0.0.1:${backofficeShopPort}`,
  /** Its database folder, and where its staff's e-mails and one-time passwords are written. */
  backofficeDataDir: 'test-results/backoffice-shop',
  backofficeAccounts: 'test-results/backoffice-accounts.json',
  /** The rules the route-rules shop reads (relative to the repository root, as the shop reads it). */
  routeRulesFile: 'e2e/fixtures/route-rules.json',
  /** The release shop's RELEASES_DIR (relative to the repository root, as the shop and the commands read it). */
  releasesDir: 'test-results/releases',
  /** The registry the failures shop reads: a copy of the fixture that a spec may rewrite (a new release). */
  ssrFailuresRegistry: 'test-results/ssr-failures/registry.json',
};
