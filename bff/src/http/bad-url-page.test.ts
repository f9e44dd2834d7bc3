import { rmSync } from 'node:fs';
import { errorBodySchema } from '@ama/contracts';
import request from 'supertest';
import { shopFixture, webApp } from '../web/__tests__/web-harness';

/**
 * A page address with a broken percent-escape (`/en/%E0%A4%A`, a link cut short) is a
 * 400 HTML page for the shopper, in the path's language when the path names one, with the pages'
 * security headers and never stored; the same mistake under /api is the API's JSON 400.
 */
let root: string;
let app: ReturnType<typeof webApp>;
beforeAll(() => {
  root = shopFixture();
  app = webApp(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const directives = (header: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('a page URL with a bad percent-escape', () => {
  it.each([
    ['/en/%E0%A4%A', 'en', 'Back to the home page'],
    ['/it/guides/%E0%A4%A', 'it', 'Torna alla home page'],
    ['/de/product/%ZZ', 'de', 'Zurück zur Startseite'],
    ['/es/%', 'es', 'Volver a la página de inicio'],
  ])('GET %s answers a 400 HTML page in %s with a link home', async (path, locale, homeLabel) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/^<!doctype html>/i);
    expect(res.text).toContain(`<html lang="${locale}">`);
    expect(res.text).toContain(`<a href="/${locale}">${homeLabel}</a>`);
    expect(res.text).toContain('noindex');
    // The pages' policy with this response's nonce (its only inline element is the nonced style), framing refused.
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    const nonce = /<style nonce="([^"]+)">/.exec(res.text)?.[1];
    expect(csp['style-src']).toContain(`'nonce-${nonce}'`);
    expect(res.text).not.toContain('<script');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('speaks the visitor’s language when the path names none (locale cookie, then Accept-Language)', async () => {
    const byHeader = await request(app).get('/%E0%A4%A').set('Accept-Language', 'es-ES,es;q=0.9');
    expect([byHeader.status, byHeader.type]).toEqual([400, 'text/html']);
    expect(byHeader.text).toContain('<html lang="es">');
    const byCookie = await request(app).get('/%E0%A4%A/x').set('Cookie', 'ama_locale=de').set('Accept-Language', 'en');
    expect(byCookie.text).toContain('<html lang="de">');
  });

  it('answers the same mistake under /api with the JSON 400', async () => {
    for (const path of ['/api/products/%E0%A4%A', '/api/%E0%A4%A']) {
      const res = await request(app).get(path);
      expect([path, res.status, res.type]).toEqual([path, 400, 'application/json']);
      expect(errorBodySchema.parse(res.body).error.code).toBe('BAD_REQUEST');
    }
  });
});
