import { ROUTES, ROUTE_PATTERNS, localisedPath, matchesAnyRoute, routePath, routePatternSchema } from './index';

describe('route table', () => {
  it('lists all 26 routes, each a valid registry pattern', () => {
    expect(ROUTE_PATTERNS).toHaveLength(26);
    for (const pattern of ROUTE_PATTERNS) expect(routePatternSchema.safeParse(pattern).success).toBe(true);
    expect(ROUTE_PATTERNS).toEqual(expect.arrayContaining(['/', '/product/:sku', '/events/:key', '/club/elite-:token', '/guides/4c', '/zero-mining']));
  });

  it('matches concrete paths with the route-match helpers', () => {
    expect(matchesAnyRoute([ROUTES.clubElite], '/club/elite-3f9a1c')).toBe(true);
    expect(matchesAnyRoute([ROUTES.clubElite], '/club/terms')).toBe(false);
    expect(matchesAnyRoute(ROUTE_PATTERNS, '/product/GA-SOL-OV')).toBe(true);
    expect(matchesAnyRoute(ROUTE_PATTERNS, '/nowhere')).toBe(false);
  });

  it('builds paths from patterns and refuses missing parameters', () => {
    expect(routePath('product', { sku: 'GA-SOL-OV' })).toBe('/product/GA-SOL-OV');
    expect(routePath('event', { key: 'milan 2024' })).toBe('/events/milan%202024');
    expect(routePath('cart')).toBe('/cart');
    expect(() => routePath('product')).toThrow(/sku/);
    expect(localisedPath('en', routePath('home'))).toBe('/en');
    expect(localisedPath('de', routePath('wishlist'))).toBe('/de/wishlist');
  });
});
