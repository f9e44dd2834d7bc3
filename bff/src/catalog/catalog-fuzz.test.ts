import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CATEGORIES, COLLECTIONS, GOLD_COLOURS, SHAPES, SORT_OPTIONS, errorBodySchema, productDetailSchema, productListResponseSchema } from '@ama/contracts';
import fc from 'fast-check';
import { createApp } from '../app';
import { describeWithDatabase } from '../test-support/engines';

/**
 * Random queries against the listing and product endpoints: bad input is a 4xx, never a 5xx. `npm run
 * bench` runs 10 000 (FUZZ_LISTING_RUNS); npm test a bounded share, which keeps CI within its budget.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_LISTING_RUNS) || 2_000);
const CONTROL_RUNS = 1_000;

/** Every C0 control character and DEL: PostgreSQL refuses NUL in text, the API refuses them all. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007F'];
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
/** Text with at least one control character somewhere: 'ring\u0000x', '\u0000', ' \u001Boval'. */
const withControl = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const token = fc.oneof(
  fc.constantFrom(...CATEGORIES, ...COLLECTIONS, ...SHAPES, ...GOLD_COLOURS, ...SORT_OPTIONS, 'engagement-rings', 'rose', 'PRICE_DESC', '\u0000', 'ring\u0000x'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  withControl,
);
const numberish = fc
  .oneof(fc.integer({ min: -10, max: 60 }), fc.integer(), fc.double(), fc.constantFrom('', '1e3', '0x10', ' 7 ', 'NaN', '-0', '99999999999999999999'))
  .map(String);
const value = fc.oneof(token, numberish, fc.array(fc.oneof(token, numberish), { minLength: 2, maxLength: 3 }));

/** Page cursors (`rank.SKU`, `price.rank.SKU`), well formed or nearly: keys of any size, odd SKUs. */
const cursorLike = fc
  .tuple(
    fc.array(fc.oneof(fc.nat(), fc.constantFrom(2_147_483_647, 2_147_483_648, 9_999_999_999)), { minLength: 0, maxLength: 3 }),
    fc.oneof(token, fc.constantFrom('GA-SOL-OV1234', 'RI-01', '-')),
  )
  .map(([keys, sku]) => [...keys, sku].join('.'));

const listingQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('locale', 'q', 'category', 'collection', 'shape', 'gold', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize', 'available', 'after', 'before'),
    fc.string({ maxLength: 6 }),
  ),
  fc.oneof(value, fc.constantFrom('en', 'it', 'es', 'de', 'fr'), fc.string({ maxLength: 140 }), cursorLike),
  { maxKeys: 6 },
);

const toSearch = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(query)) for (const item of [entry].flat()) params.append(key, item);
  return params.toString();
};

const request = fc.oneof(
  { weight: 6, arbitrary: listingQuery.map((query) => `/api/products?${toSearch(query)}`) },
  // Raw, possibly malformed query strings (broken percent-escapes, brackets, lone '&' …).
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => `/api/products?${raw.replace(/[#\s]/g, '')}`) },
  // A search holding a control character, the other parameters valid: the query that used to reach the database.
  { weight: 1, arbitrary: withControl.map((q) => `/api/products?${toSearch({ q })}`) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.oneof(fc.constantFrom('GA-SOL-OV', 'ny-tri-em', 'AU-TEN-OV', 'ZZ-NOPE-01'), fc.string({ maxLength: 50 })), fc.option(value, { nil: undefined }))
      .map(([sku, locale]) => `/api/products/${encodeURIComponent(sku)}${locale === undefined ? '' : `?${toSearch({ locale })}`}`),
  },
);

describeWithDatabase('catalogue fuzzing', (context) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Its own app: 11,000 searches from one address would spend the per-IP search budget (a 429 is
    // not what is being fuzzed here; bff/src/security/rate-limits.test.ts covers it).
    const { config, db } = context();
    server = createApp({ config: { ...config, searchRateLimit: { limit: 1_000_000, windowMs: 60_000 } }, db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it(`answers ${RUNS} random requests without a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (path) => {
        const res = await fetch(base + path);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const body: unknown = await res.json();
        if (res.status >= 500) throw new Error(`${res.status} for ${path}: ${JSON.stringify(body)}`);
        // Judge by the URL that was requested after normalisation: fetch resolves '/api/products/.' to the listing.
        const requested = new URL(res.url).pathname;
        if (res.status === 200) (/^\/api\/products\/?$/.test(requested) ? productListResponseSchema : productDetailSchema).parse(body);
        else expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }),
      { numRuns: RUNS },
    );
    // The generator must reach both the happy path and the rejections, or the property proves little.
    expect(statuses.get(200)).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(400)).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(404)).toBeGreaterThan(0);
  }, 180_000);

  it(`refuses control characters in the search text with 400 naming q (${CONTROL_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(withControl, async (q) => {
        const res = await fetch(`${base}/api/products?${toSearch({ locale: 'en', q })}`);
        const body: unknown = await res.json();
        // Edge controls that are whitespace (tab, LF…) are trimmed away; only what remains is judged.
        if (!hasControl(q.trim())) {
          expect(res.status).toBeLessThan(500);
          return;
        }
        expect(res.status).toBe(400);
        expect(errorBodySchema.parse(body).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { q: 'control_characters' } });
      }),
      { numRuns: CONTROL_RUNS },
    );
  }, 60_000);
});
