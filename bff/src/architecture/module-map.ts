import type { KnownException, ModuleMap } from './module-boundaries';

/**
 * The BFF's modules: each folder of bff/src, and each file at its top, is one module. Which team owns
 * which is in docs/architecture.md and .github/CODEOWNERS; here is only what the boundary rules need.
 */
export const BFF_MODULES: ModuleMap = {
  business: ['catalog', 'seed', 'wishlist', 'cart', 'orders', 'payment', 'visitor', 'club', 'newsletter', 'events', 'appointments', 'stores', 'backoffice'],
  // `domain` is the shared kernel (the domain errors every layer maps, the time-zone arithmetic), not a
  // business area; `security` holds only tests of the whole app; `modules` is what a module's definition
  // is (ShopModule) and how the composition root sets a list of them up; `rum` counts every remote's
  // real-user signals (docs/rum.md), no business area's.
  infrastructure: ['config', 'paths', 'logger', 'domain', 'db', 'http', 'mail', 'web', 'releases', 'openapi', 'security', 'modules', 'rum'],
  compositionRoot: [
    'app',
    'app-config',
    'api-endpoints',
    'shop-modules',
    'main',
    'index',
    'cluster',
    'housekeeping',
    'canary-watch',
    'ready-database',
    'staff-command',
    'staff-cli',
    'bench-listing',
  ],
  testSupport: ['test-support', 'faults', 'architecture'],
};

/**
 * Imports that break a rule, each with why it is tolerated. The boundary test fails when one of them no
 * longer exists, so the list only shrinks. None today.
 */
export const KNOWN_EXCEPTIONS: readonly KnownException[] = [];
