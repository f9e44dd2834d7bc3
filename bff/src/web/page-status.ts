import type { Express, Request } from 'express';
import { compileRoutePattern, type Locale, type PageHead, type RegistryEntry } from '@ama/contracts';
import { PageCache } from './page-cache';

/**
 * Whether the thing a route's parameters name exists: 200, or 404 (410 where it is gone for good). The
 * parameters are any text a client put in the path, decoded, and the query the page reads
 * (`/events/booking?event=…`): a resolver validates them itself.
 */
export type PageStatusResolver = (params: Readonly<Record<string, string>>, locale: Locale, query: URLSearchParams) => Promise<number>;

/** A module's resolvers, keyed by the route pattern whose pages they decide ('/events/:key'). */
export type PageStatusResolvers = Readonly<Record<string, PageStatusResolver>>;

/** The statuses of a page that names nothing: it stays out of search indexes however it is rendered. */
const NAMES_NOTHING: readonly number[] = [404, 410];

// The web router is made before the app that holds the modules (main.ts), so the composition root
// hands the resolvers over through the app, where each page request finds them.
const RESOLVERS = 'amaPageStatusResolvers';

/** Where the app is assembled (app.ts): the modules' resolvers, for every page this app serves. */
export function providePageStatus(app: Express, resolvers: PageStatusResolvers): void {
  app.locals[RESOLVERS] = resolvers;
}

const resolversOf = (req: Request): PageStatusResolvers => (req.app.locals[RESOLVERS] as PageStatusResolvers | undefined) ?? {};

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The parameters of a path after its locale under a pattern it matches: '/club/elite-:token' and '/club/elite-x' → { token: 'x' }. */
export function routeParams(pattern: string, rest: string): Record<string, string> {
  const segments = rest.split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((segment, index) => {
    const colon = segment.indexOf(':');
    if (colon !== -1) params[segment.slice(colon + 1)] = decoded((segments[index] ?? '').slice(colon));
  });
  return params;
}

/** The head of a page with this status: a page that names nothing says noindex, also when the browser renders it. */
export const headForStatus = (head: PageHead, status: number): PageHead => (NAMES_NOTHING.includes(status) && !head.robots ? { ...head, robots: 'noindex' } : head);

/** The route of a page request as the front door matched it. */
export interface MatchedRoute {
  /** The path after the locale ('/events/x'). */
  rest: string;
  /** The query the page is rendered with ('?event=x', or ''): the parameters a page reads only. */
  query: string;
  /** The remote whose route patterns match it (the first that does, in registry order). */
  owner?: RegistryEntry;
  /** A remote or the shell serves the path. */
  claimed: boolean;
}

/**
 * The status of every page, decided once, before it is rendered (docs/seo.md#statuses): a path nothing
 * claims is a 404; a route with a parameter is asked of the resolver its module provides for the
 * pattern; anything else is a 200 that the server render may still turn into a 404.
 */
export class PageStatuses {
  private readonly kept: PageCache<number>;

  constructor(ttlMs: number) {
    this.kept = new PageCache<number>(ttlMs);
  }

  async decide(req: Request, route: MatchedRoute, locale: Locale): Promise<number> {
    if (!route.claimed) return 404;
    // The owner's first matching pattern, as the browser's routes take it ('/events/booking' before '/events/:key').
    const pattern = route.owner?.routes.find((candidate) => compileRoutePattern(candidate).test(route.rest));
    const resolve = pattern ? resolversOf(req)[pattern] : undefined;
    if (!pattern || !resolve) return 200;
    const key = `${pattern} ${locale} ${route.rest}${route.query}`;
    const known = this.kept.get(key);
    if (known !== undefined) return known;
    try {
      const status = await resolve(routeParams(pattern, route.rest), locale, new URLSearchParams(route.query));
      this.kept.set(key, status);
      return status;
    } catch {
      // The lookup failed (the database is down): the render decides, and shows the error state it reads.
      return 200;
    }
  }
}
