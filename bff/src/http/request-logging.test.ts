import { loggedUrl } from './request-logging';

test('a personal token or a position in the query is not written to the logs; the rest is', () => {
  expect(loggedUrl('/api/stores?lat=45.46&lng=9.19&locale=it')).toBe('/api/stores?lat=[redacted]&lng=[redacted]&locale=it');
  expect(loggedUrl('/api/club/member?token=abc.def')).toBe('/api/club/member?token=[redacted]');
  expect(loggedUrl('/api/stores?near=Milano&NEAR=Roma')).toBe('/api/stores?near=[redacted]&NEAR=[redacted]');
  expect(loggedUrl('/api/products?q=ring&page=2')).toBe('/api/products?q=ring&page=2');
  expect(loggedUrl('/en/about-us')).toBe('/en/about-us');
});
