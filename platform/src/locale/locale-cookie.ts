import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, localeFromCookieHeader, type Locale } from '@ama/contracts';

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The attribute string written with the locale cookie (exported so tests can check its attributes).
 * Secure on https, like the consent cookie, so it never travels over a downgraded connection.
 */
export function localeCookieString(locale: Locale, protocol: string = globalThis.location?.protocol ?? 'http:'): string {
  return [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY}`, 'Path=/', 'SameSite=Lax', ...(protocol === 'https:' ? ['Secure'] : [])].join(
    '; ',
  );
}

/** Remembers the visitor's locale for 365 days (docs/requirements.md#navigation); read back when they open the bare root. */
export function setLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale);
}

/** The locale stored in the browser's cookie, or null when absent or not one of ours. */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | null {
  return localeFromCookieHeader(cookieHeader);
}
