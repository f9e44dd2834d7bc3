/**
 * Every remote adds its RTK Query endpoints to the one shared api with `overrideExisting: true` (a
 * remote's code may be injected again after a release or a hot reload). Two teams choosing the same
 * endpoint name would then silently replace each other's endpoint at run time: this test fails first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'platform', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'];
/** `  name: build.query<…>(` or `build.mutation`, as every endpoint definition in the tree is written. */
const DEFINITION = /^\s+([A-Za-z_$][\w$]*):\s*build\.(?:query|mutation|infiniteQuery)\b/gm;

interface Source {
  app: string;
  file: string;
  text: string;
}

function sources(app: string, dir = path.join(root, app, 'src')): Source[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(app, full);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [{ app, file: path.relative(root, full), text: readFileSync(full, 'utf8') }];
  });
}

/** Endpoint names defined by more than one app, with where each defines it. */
function sharedEndpointNames(files: readonly Source[]): Record<string, string[]> {
  const owners = new Map<string, Map<string, string>>();
  for (const { app, file, text } of files) {
    for (const match of text.matchAll(DEFINITION)) {
      const byApp = owners.get(match[1]!) ?? new Map<string, string>();
      if (!byApp.has(app)) byApp.set(app, file);
      owners.set(match[1]!, byApp);
    }
  }
  return Object.fromEntries([...owners].filter(([, byApp]) => byApp.size > 1).map(([name, byApp]) => [name, [...byApp.values()]]));
}

const tree = APPS.flatMap((app) => sources(app));

test('finds the endpoints of every remote that has some', () => {
  const apps = new Set(tree.filter(({ text }) => text.match(DEFINITION) !== null).map(({ app }) => app));
  expect([...apps].sort()).toEqual(expect.arrayContaining(['mfe-cart-checkout', 'mfe-catalog', 'mfe-club', 'mfe-events']));
});

test('a name defined by two remotes is reported with both places', () => {
  const fixture: Source[] = [
    { app: 'mfe-catalog', file: 'mfe-catalog/src/api.ts', text: '  product: build.query<P, string>({ query: () => "/p" }),\n' },
    { app: 'mfe-events', file: 'mfe-events/src/api.ts', text: '  product: build.query<E, string>({ query: () => "/e" }),\n  events: build.query<E, string>({}),\n' },
  ];
  expect(sharedEndpointNames(fixture)).toEqual({ product: ['mfe-catalog/src/api.ts', 'mfe-events/src/api.ts'] });
});

test('no endpoint name is defined by two apps', () => {
  expect(sharedEndpointNames(tree)).toEqual({});
});
