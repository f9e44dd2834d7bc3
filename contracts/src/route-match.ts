import { isLocale, type Locale } from './locales';

export interface LocalisedPath {
  locale: Locale;
  /** The path after the locale prefix, always starting with '/'. */
  rest: string;
}

/** Splits '/en/product/X' into { locale: 'en', rest: '/product/X' }; null when the prefix is no locale. */
export function splitLocale(pathname: string): LocalisedPath | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], rest: match[2] ?? '/' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a registry route pattern (see routePatternSchema) to a RegExp over the path after the locale. */
export function compileRoutePattern(pattern: string): RegExp {
  if (pattern === '/') return /^\/$/;
  const wildcard = pattern.endsWith('/*');
  const segments = (wildcard ? pattern.slice(0, -2) : pattern).split('/').slice(1);
  const body = segments
    .map((segment) => {
      const colon = segment.indexOf(':');
      if (colon === -1) return escapeRegExp(segment);
      return `${escapeRegExp(segment.slice(0, colon))}[^/]+`;
    })
    .join('/');
  return new RegExp(`^/${body}${wildcard ? '(?:/.*)?' : ''}$`);
}

/** True when the path after the locale matches one of the patterns. */
export function matchesAnyRoute(patterns: readonly string[], rest: string): boolean {
  return patterns.some((pattern) => compileRoutePattern(pattern).test(rest));
}

/** Routes the shell serves itself, not a remote: the design system's living catalogue. */
export const SHELL_ROUTES = ['/dev/ui'] as const;

/**
 * The staff's back office: its pages wear a frame of their own (no shop menu, cart, cookie banner or
 * newsletter popup) and are never cached or indexed (docs/backoffice.md).
 */
export const STAFF_AREA = '/staff';

/** Whether a path without its locale ('/staff/orders') is the back office's. */
export const isStaffPath = (rest: string): boolean => rest === STAFF_AREA || rest.startsWith(`${STAFF_AREA}/`);
