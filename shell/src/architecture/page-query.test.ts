/**
 * The server renders a page with, and keys its page cache by, only the query parameters listed in
 * PAGE_QUERY_PARAMETERS (contracts). A page that reads a parameter missing there would be rendered
 * without it and served from the cache for every value: this walk fails first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_QUERY_PARAMETERS } from '@ama/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

// `params.get('x')`, `useSearchParams()[0].getAll('x')`, and helpers called as `(params, 'x'`.
const READS = [/(?:params|\])\.(?:get|getAll|has)\('([^']+)'\)/g, /\(params, '([^']+)'/g];

const readParameters = APPS.flatMap((app) =>
  sources(path.join(root, app, 'src')).flatMap((file) =>
    READS.flatMap((pattern) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({ file: path.relative(root, file), name: match[1]! }))),
  ),
);

test('the walk finds the parameters pages read (the listing, checkout, appointments…)', () => {
  expect(readParameters.map(({ name }) => name)).toEqual(expect.arrayContaining(['q', 'category', 'minPrice', 'step', 'order', 'near']));
});

test('every query parameter a page reads is one the server renders and caches by', () => {
  expect(readParameters.filter(({ name }) => !PAGE_QUERY_PARAMETERS.has(name))).toEqual([]);
});
