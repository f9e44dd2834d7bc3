import { DEFAULT_LOCALE, splitLocale, type Locale } from '@ama/contracts';

interface PathParts {
  pathname: string;
  /** Query and hash, including their leading '?' / '#', or ''. */
  tail: string;
}

function splitPath(path: string): PathParts {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, tail: '' } : { pathname: path.slice(0, cut), tail: path.slice(cut) };
}

/** No trailing slash on any route (docs/requirements.md#navigation); the home of a locale is just its prefix. */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const prefixed = (locale: Locale, rest: string) => (rest === '/' ? `/${locale}` : `/${locale}${rest}`);

/** The locale of the URL prefix, or the default locale 'it' when the path has none. */
export function getCurrentLocale(pathname?: string): Locale {
  const path = pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return splitLocale(path)?.locale ?? DEFAULT_LOCALE;
}

/** True when the path already starts with one of the four locale prefixes. */
export function hasLocalePrefix(path: string): boolean {
  return splitLocale(splitPath(path).pathname) !== null;
}

/**
 * The same page in `locale`: '/cart' → '/en/cart', '/' → '/en', '/de/cart?x=1' → '/en/cart?x=1'.
 * Any existing locale prefix is replaced; query and hash are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const { pathname, tail } = splitPath(path.startsWith('/') ? path : `/${path}`);
  const clean = withoutTrailingSlash(pathname);
  const rest = splitLocale(clean)?.rest ?? clean;
  return prefixed(locale, rest) + tail;
}

/** Keeps an explicit locale prefix, otherwise adds `locale` (used by links and safe navigation). */
export function ensureLocalePrefix(path: string, locale: Locale): string {
  return hasLocalePrefix(path) ? path : localizePath(path, locale);
}

/** The URL of the current page in another locale, for the language switcher. */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return localizePath(pathname, locale) + (query === '?' ? '' : query);
}
