import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { VISITOR_COOKIE } from '../visitor';

/** The `ama_visitor` Set-Cookie line of a response, or undefined. */
export const visitorSetCookie = (res: Response): string | undefined => {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
};

/** The token a response's Set-Cookie carries, or undefined. */
export const visitorTokenOf = (res: Response): string | undefined =>
  visitorSetCookie(res)
    ?.split(';')[0]
    ?.slice(VISITOR_COOKIE.length + 1);

type Method = 'post' | 'put' | 'patch' | 'delete';

/**
 * One browser against the real app: it keeps the visitor cookie the server sets and sends it back,
 * as a browser does, and sends every write as JSON (what the front end must do).
 */
export class Shopper {
  token: string | undefined;

  constructor(
    private readonly app: Express,
    private readonly locale = 'en',
  ) {}

  private withCookie(test: request.Test): request.Test {
    return this.token ? test.set('Cookie', `${VISITOR_COOKIE}=${this.token}`) : test;
  }

  private url(path: string, locale: string) {
    return `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
  }

  get(path: string, locale = this.locale) {
    return this.withCookie(request(this.app).get(this.url(path, locale)));
  }

  async write(method: Method, path: string, body?: unknown, locale = this.locale): Promise<Response> {
    let test = this.withCookie(request(this.app)[method](this.url(path, locale)).set('Content-Type', 'application/json'));
    if (body !== undefined) test = test.send(JSON.stringify(body));
    const res = await test;
    this.token = visitorTokenOf(res) ?? this.token;
    return res;
  }

  cart = (locale?: string) => this.get('/api/cart', locale);
  addLine = (body: unknown, locale?: string) => this.write('post', '/api/cart/lines', body, locale);
  setQuantity = (lineId: string, quantity: unknown, locale?: string) => this.write('patch', `/api/cart/lines/${lineId}`, { quantity }, locale);
  removeLine = (lineId: string, locale?: string) => this.write('delete', `/api/cart/lines/${lineId}`, undefined, locale);
  /** PUT /api/cart/discount with `body` as given ({ code } for a well-formed one). */
  applyDiscount = (body: unknown, locale?: string) => this.write('put', '/api/cart/discount', body, locale);
  removeDiscount = (locale?: string) => this.write('delete', '/api/cart/discount', undefined, locale);
  wishlist = (locale?: string) => this.get('/api/wishlist', locale);
  save = (sku: string, body?: unknown, locale?: string) => this.write('put', `/api/wishlist/items/${sku}`, body, locale);
  unsave = (sku: string, locale?: string) => this.write('delete', `/api/wishlist/items/${sku}`, undefined, locale);
  moveToCart = (sku: string, locale?: string) => this.write('post', `/api/wishlist/items/${sku}/move-to-cart`, undefined, locale);
}
