import { browserEntryOf, compileRoutePattern, PAGE_DATA_IDS, SHELL_ROUTES, splitLocale } from '@ama/contracts';
import { RUM_NO_ROUTE, RUM_RELEASE_PATTERN, RUM_REMOTE_PATTERN, RUM_SHELL, rumSideOf, type RumSide } from '@ama/contracts/rum-fields';

/*
 * Who owns what a page reports (docs/rum.md): the remote whose route the path matches, with its
 * release, the route PATTERN as the page type (never the path), and the page's side, all read from the
 * registry the server embedded in the page. Read defensively: the registry JSON is not re-validated on
 * a page (read-registry.ts), and its optional `side` is newer than this code.
 */

/** The release named for a value that is no release (a registry without one, a hand-written version). */
const UNKNOWN_RELEASE = 'unknown';

interface PageRemote {
  name: string;
  release: string;
  routes: { pattern: string; matches: RegExp; specificity: number }[];
  /** The folder its files are served from (absolute): a script under it is this remote's. */
  folder?: string;
  side?: RumSide;
}

/** The page's registry as attribution needs it. */
export interface PageRegistry {
  release: string;
  side: RumSide;
  remotes: PageRemote[];
}

export interface RumOwner {
  remote: string;
  release: string;
  pageType: string;
  side: RumSide;
}

const releaseOf = (value: unknown): string => (typeof value === 'string' && RUM_RELEASE_PATTERN.test(value) ? value : UNKNOWN_RELEASE);

/** A pattern with fewer parameters is the better match: '/events/booking' rather than '/events/:key'. */
const specificityOf = (pattern: string) => (pattern.endsWith('/*') ? 100 : 0) + (pattern.match(/:/g)?.length ?? 0);

const folderOf = (url: string, base: string): string | undefined => {
  try {
    return new URL(url, base).href.replace(/[^/]*$/, '');
  } catch {
    return undefined;
  }
};

function remoteOf(entry: unknown, base: string): PageRemote[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const { name, version, routes, entry: container, manifestUrl, side } = entry as Record<string, unknown>;
  if (typeof name !== 'string' || !RUM_REMOTE_PATTERN.test(name)) return [];
  const patterns = Array.isArray(routes) ? routes.filter((route): route is string => typeof route === 'string') : [];
  const files =
    typeof container === 'string' || typeof manifestUrl === 'string'
      ? browserEntryOf({ entry: container as string | undefined, manifestUrl: (manifestUrl as string) ?? '' })
      : undefined;
  return [
    {
      name,
      release: releaseOf(version),
      routes: patterns.map((pattern) => ({ pattern, matches: compileRoutePattern(pattern), specificity: specificityOf(pattern) })),
      folder: files ? folderOf(files, base) : undefined,
      side: side === undefined ? undefined : rumSideOf(side),
    },
  ];
}

/** The registry the server embedded (PAGE_DATA_IDS.registry); an empty one when there is none or it does not parse. */
export function readPageRegistry(doc: Document = document): PageRegistry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(doc.getElementById(PAGE_DATA_IDS.registry)?.textContent || 'null');
  } catch {
    parsed = null;
  }
  const registry = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const base = doc.baseURI;
  return {
    release: releaseOf(registry.release),
    side: rumSideOf(registry.side),
    remotes: Array.isArray(registry.remotes) ? registry.remotes.flatMap((entry) => remoteOf(entry, base)) : [],
  };
}

const shellOwner = (registry: PageRegistry, pageType: string): RumOwner => ({ remote: RUM_SHELL, release: registry.release, pageType, side: registry.side });

const remoteOwner = (registry: PageRegistry, remote: PageRemote, pageType: string): RumOwner => ({
  remote: remote.name,
  release: remote.release,
  pageType,
  side: remote.side ?? registry.side,
});

/** The owner of a page path ('/en/product/GA-1' → mfe_catalog, '/product/:sku'); the shell with '(none)' for a path no route claims. */
export function ownerOfPath(registry: PageRegistry, pathname: string): RumOwner {
  const localised = splitLocale(pathname);
  if (!localised) return shellOwner(registry, RUM_NO_ROUTE);
  const shellRoute = SHELL_ROUTES.find((pattern) => compileRoutePattern(pattern).test(localised.rest));
  if (shellRoute) return shellOwner(registry, shellRoute);
  let best: { remote: PageRemote; pattern: string; specificity: number } | undefined;
  for (const remote of registry.remotes)
    for (const { pattern, matches, specificity } of remote.routes)
      if ((!best || specificity < best.specificity) && matches.test(localised.rest)) best = { remote, pattern, specificity };
  return best ? remoteOwner(registry, best.remote, best.pattern) : shellOwner(registry, RUM_NO_ROUTE);
}

/** The owner of an area ('mfe_club' or a fragment 'mfe_club/NewsletterSignup') on a page path: that remote, on the path's page type. */
export function ownerOfArea(registry: PageRegistry, area: string, pathname: string): RumOwner {
  const { pageType } = ownerOfPath(registry, pathname);
  const remote = registry.remotes.find(({ name }) => name === area.split('/')[0]);
  return remote ? remoteOwner(registry, remote, pageType) : shellOwner(registry, pageType);
}

/** The owner of an error: the remote whose file threw it when that is known, else the page's owner. */
export function ownerOfError(registry: PageRegistry, pathname: string, script?: string): RumOwner {
  const page = ownerOfPath(registry, pathname);
  const remote = script ? registry.remotes.find(({ folder }) => folder !== undefined && script.startsWith(folder)) : undefined;
  return remote ? remoteOwner(registry, remote, page.pageType) : page;
}
