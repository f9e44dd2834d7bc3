/** Loopback ports of the e2e servers (playwright.config.ts starts them, the specs use them). */
const shopPort = 4310;
const splitShopPort = 4311;
/** A shop whose registry (e2e/fixtures/ssr-failures-registry.json) points remotes' server code at broken places. */
const ssrFailuresShopPort = 4312;
/** Hand-written server containers (e2e/fixtures/ssr-fixture-server.mjs); the registry fixture names this port. */
const ssrFixturePort = 4330;
/** A shop with an analytics id (e2e/consent.spec.ts), and the fake tag it loads instead of the vendor's. */
const analyticsShopPort = 4313;
const fakeAnalyticsPort = 4331;
/** A shop serving its own release store (e2e/release.spec.ts releases and rolls back mfe-content there). */
const releaseShopPort = 4340;
/** A shop with the route rules of e2e/fixtures/route-rules.json (e2e/route-rules.spec.ts). */
const routeRulesShopPort = 4341;
/** Where route-rules.spec.ts starts shops with bad rules files, which must refuse to start. */
const refusedRulesShopPorts = [4342, 4343] as const;
/** A shop on an embedded database of its own, with staff added by `npm run staff` (e2e/backoffice.spec.ts). */
const backofficeShopPort = 4344;
/** Nothing listens here: an unreachable remote (named by the registry fixture too). */
const closedPort = 4339;

const remoteOrigins = [
  { folder: 'mfe-catalog', name: 'mfe_catalog', port: 4321 },
  { folder: 'mfe-cart-checkout', name: 'mfe_cart_checkout', port: 4322 },
  { folder: 'mfe-club', name: 'mfe_club', port: 4323 },
  { folder: 'mfe-events', name: 'mfe_events', port: 4324 },
  { folder: 'mfe-content', name: 'mfe_content', port: 4325 },
];

export const E2E = {
  shopPort,
  shop: `http://127.0.0.1:${shopPort}`,
  splitShopPort,
  splitShop: `http://127.0.0.1:${splitShopPort}`,
  remoteOrigins,
  ssrFailuresShopPort,
  ssrFailuresShop: `http://127.0.0.1:${ssrFailuresShopPort}`,
  ssrFixturePort,
  closedPort,
  analyticsShopPort,
  analyticsShop: `http://127.0.0.1:${analyticsShopPort}`,
  fakeAnalyticsPort,
  fakeAnalytics: `http://127.0.0.1:${fakeAnalyticsPort}`,
  analyticsId: 'G-E2ETEST01',
  releaseShopPort,
  releaseShop: `http://127.0.0.1:${releaseShopPort}`,
  routeRulesShopPort,
  routeRulesShop: `http://127.0.0.1:${routeRulesShopPort}`,
  refusedRulesShopPorts,
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
