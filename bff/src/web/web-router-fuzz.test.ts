import fc from 'fast-check';
import { rawClientOfListeningShop, staysOnOrigin } from './__tests__/web-harness';

/**
 * Random request lines against the web front door: whatever the target holds (absolute form, slashes,
 * backslashes, escapes, a hostile Host or X-Forwarded-Host), no redirect leaves this origin and no
 * request is a 5xx.
 */
const RUNS = 2_000;

const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '/\\', '\\/', '%5C', '%5c', '%2F', '%2f', '%09', '%0A', '%00', '%', '%E0%A4%A', '.', '..', '@', ':', ';', '?', '#', '&', '='),
  fc.constantFrom('evil.com', 'en', 'it', 'about-us', 'guides', 'shell', 'remotes', 'mfe-content', 'assets', 'api', 'http:', 'javascript:'),
  // Printable ASCII only: anything else the HTTP parser refuses before the app sees it.
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 6 }),
);
const prefix = fc.constantFrom('', '', '', 'http://evil.com', 'HTTPS://evil.com:8443', 'http://127.0.0.1', 'http://user@evil.com');
const target = fc.tuple(prefix, fc.array(piece, { maxLength: 8 })).map(([origin, pieces]) => `${origin}/${pieces.join('')}`);
const headers = fc.record(
  {
    Host: fc.constantFrom('evil.com', '127.0.0.1'),
    'X-Forwarded-Host': fc.constant('evil.com'),
    Cookie: fc.constantFrom('ama_locale=//evil.com', 'ama_locale=en', 'ama_locale=%2F%2Fevil.com'),
  },
  { requiredKeys: [] },
);

const get = rawClientOfListeningShop();

it(`keeps every redirect of ${RUNS} random request lines on this origin`, async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(target, headers, async (requestTarget, extra) => {
      const res = await get(requestTarget, extra);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(requestTarget)}`);
      const location = res.headers.location;
      if (location !== undefined && !staysOnOrigin(location)) throw new Error(`${JSON.stringify(requestTarget)} → Location ${JSON.stringify(location)}`);
      if (res.status >= 300 && res.status < 400) expect(location).toBeDefined();
    }),
    { numRuns: RUNS },
  );
  // The generator must reach the redirects (canonical path and locale root) and the pages, or it proves little.
  expect(statuses.get(301)).toBeGreaterThan(RUNS / 10);
  expect(statuses.get(302)).toBeGreaterThan(RUNS / 100);
  expect(statuses.get(404)).toBeGreaterThan(RUNS / 20);
}, 120_000);
