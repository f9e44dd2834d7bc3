import { levelFor, loggedUrl } from './request-logging';

test('a personal token or a position in the query is not written to the logs; the rest is', () => {
  expect(loggedUrl('/api/stores?lat=45.46&lng=9.19&locale=it')).toBe('/api/stores?lat=[redacted]&lng=[redacted]&locale=it');
  expect(loggedUrl('/api/club/member?token=abc.def')).toBe('/api/club/member?token=[redacted]');
  expect(loggedUrl('/api/stores?near=Milano&NEAR=Roma')).toBe('/api/stores?near=[redacted]&NEAR=[redacted]');
  expect(loggedUrl('/api/products?q=ring&page=2')).toBe('/api/products?q=ring&page=2');
  expect(loggedUrl('/en/about-us')).toBe('/en/about-us');
});

test('successful data reads are logged at debug; pages and writes at info, 4xx at warn, 5xx at error', () => {
  expect(levelFor('GET', '/api/products', 200, false)).toBe('debug');
  expect(levelFor('GET', '/api/products', 304, false)).toBe('debug');
  expect(levelFor('HEAD', '/healthz', 200, false)).toBe('debug');
  expect(levelFor('GET', '/en/results', 200, false)).toBe('info');
  expect(levelFor('POST', '/api/cart/lines', 201, false)).toBe('info');
  expect(levelFor('GET', '/api/products/NOPE', 404, false)).toBe('warn');
  expect(levelFor('GET', '/api/products', 500, false)).toBe('error');
  expect(levelFor('GET', '/api/products', 200, true)).toBe('error');
});
