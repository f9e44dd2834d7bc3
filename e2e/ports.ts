/** Loopback ports of the e2e servers (playwright.config.ts starts them, the specs use them). */
const shopPort = 4310;
const splitShopPort = 4311;

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
};
