/**
 * The route table (docs/requirements.md#navigation), without the locale prefix (every route exists under /en, /it, /es, /de).
 * Patterns follow routePatternSchema: ':name' is one segment, 'elite-:token' a segment with a fixed prefix.
 * Order matters where two patterns overlap: '/events/booking' is listed before '/events/:key'.
 */
export const ROUTES = {
  home: '/',
  aboutUs: '/about-us',
  bookAnAppointment: '/book-an-appointment',
  cart: '/cart',
  casaAma: '/casa-ama',
  checkout: '/checkout',
  clubElite: '/club/elite-:token',
  clubTerms: '/club/terms',
  cookiePolicy: '/cookie-policy',
  events: '/events',
  eventBooking: '/events/booking',
  event: '/events/:key',
  guides: '/guides',
  guideFourCs: '/guides/4c',
  guideEngagementRing: '/guides/engagement-ring',
  guideJewelryCare: '/guides/jewelry-care',
  guideRingSize: '/guides/ring-size',
  orderConfirmation: '/order-confirmation',
  privacyPolicy: '/privacy-policy',
  product: '/product/:sku',
  results: '/results',
  returnPolicy: '/return-policy',
  sustainability: '/sustainability',
  warrantyReturns: '/warranty-returns',
  wishlist: '/wishlist',
  zeroMining: '/zero-mining',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern = (typeof ROUTES)[RouteName];

/** Every pattern of the table, in matching order. */
export const ROUTE_PATTERNS: readonly RoutePattern[] = Object.values(ROUTES);

/**
 * Fills a pattern's parameters: routePath('product', { sku: 'GA-001' }) → '/product/GA-001'.
 * Values are URI-encoded; a missing parameter throws, because a half-built link is a bug.
 */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`routePath(${name}): missing parameter "${key}"`);
    return encodeURIComponent(value);
  });
}

/** Prefixes a route with its locale: localisedPath('en', '/cart') → '/en/cart'; the home page is '/en'. */
export const localisedPath = (locale: string, path: string): string => (path === '/' ? `/${locale}` : `/${locale}${path}`);
