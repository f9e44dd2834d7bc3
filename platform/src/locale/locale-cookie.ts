import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '@ama/contracts';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The attribute string written with the locale cookie (exported so tests can check its attributes). */
export function localeCookieString(locale: Locale): string {
  return [
    `${LOCALE_COOKIE}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY}`,
    'Path=/',
    'SameSite=Lax',
  ].join('; ');
}

/** Remembers the visitor's locale for 365 days (spec §2, §9); read back when they open the bare root. */
export function setLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale);
}

/** The locale stored in the cookie, or null when absent or not one of ours. */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE) {
      // Locale codes are plain ASCII: no decoding, so a mangled value (%E0%A4%A) is simply not a locale.
      const locale = value.join('=');
      return isLocale(locale) ? locale : null;
    }
  }
  return null;
}
