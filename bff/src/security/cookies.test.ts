import { VISITOR_COOKIE } from '@ama/contracts';
import request, { type Response } from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';

/**
 * Cookies: every cookie the shop sets, with its flags. The server sets one (the visitor's
 * cart/wishlist token); the browser code sets two that scripts must read (locale, consent), so they
 * cannot be HttpOnly and hold nothing secret. A new Set-Cookie anywhere in the API fails the first test
 * until it is added here with its flags.
 */

/** 'a=b; Path=/; HttpOnly' → { name: 'a', value: 'b', attributes: { path: '/', httponly: '' } }. */
function parseCookie(line: string) {
  const [pair, ...rest] = line.split(';');
  const separator = pair!.indexOf('=');
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key!.toLowerCase(), value.join('=')];
    }),
  );
  return { name: pair!.slice(0, separator).trim(), value: pair!.slice(separator + 1), attributes };
}

const setCookies = (res: Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Every kind of request a visitor makes: pages' data, reads and every cookie-keyed write. */
const REQUESTS: Array<[Method, string, unknown?]> = [
  ['get', '/api/products?locale=en'],
  ['get', '/api/cart?locale=en'],
  ['get', '/api/wishlist?locale=en'],
  ['post', '/api/cart/lines?locale=en', { sku: 'GA-PEN-OV', quantity: 1 }],
  ['put', '/api/cart/discount?locale=en', { code: 'AMA10' }],
  ['delete', '/api/cart/discount?locale=en'],
  ['put', '/api/wishlist/items/GA-PEN-OV?locale=en'],
  ['post', '/api/wishlist/items/GA-PEN-OV/move-to-cart?locale=en'],
  ['delete', '/api/wishlist/items/GA-PEN-OV?locale=en'],
  ['post', '/api/newsletter/subscriptions?locale=en', {}],
  ['post', '/api/club/sign-ups?locale=en', {}],
  ['post', '/api/orders?locale=en', {}],
  ['get', '/healthz'],
];

describeWithDatabase('security: cookies', (context) => {
  /** Every Set-Cookie line the requests above bring, from a fresh visitor. */
  async function collect(env: Record<string, string> = {}): Promise<string[]> {
    const app = createApp({ config: testConfig({ CART_RATE_LIMIT: '1000', ...env }), db: context().db });
    const lines: string[] = [];
    for (const [method, path, body] of REQUESTS) {
      let test = request(app)[method](path);
      if (method !== 'get') test = test.set('Content-Type', 'application/json');
      const res = body === undefined ? await test : await test.send(JSON.stringify(body));
      expect(res.status).toBeLessThan(500);
      lines.push(...setCookies(res));
    }
    return lines;
  }

  it('sets only the visitor cookie from the server, HttpOnly, SameSite=Lax, Path=/, with a Max-Age, not Secure over plain http', async () => {
    const lines = await collect();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const { name, value, attributes } = parseCookie(line);
      expect(name).toBe(VISITOR_COOKIE.name);
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(attributes).toHaveProperty('httponly');
      expect(attributes.samesite).toBe('Lax');
      expect(attributes.path).toBe('/');
      expect(Number(attributes['max-age'])).toBe(VISITOR_COOKIE.maxAgeDays * 86_400);
      expect(attributes).not.toHaveProperty('domain');
      // PUBLIC_URL is not https: a Secure cookie would never come back over a LAN `npm start`.
      expect(attributes).not.toHaveProperty('secure');
    }
  });

  it('marks the visitor cookie Secure when PUBLIC_URL is https', async () => {
    const lines = await collect({ PUBLIC_URL: 'https://shop.example' });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const { attributes } = parseCookie(line);
      expect(attributes).toHaveProperty('secure');
      expect(attributes).toHaveProperty('httponly');
      expect(attributes.samesite).toBe('Lax');
    }
  });
});

// The cookies the browser code writes (locale, consent) are checked beside their code:
// platform/src/locale/locale-cookie.test.ts and shell/src/consent/consent-cookie.test.ts.
