import { cookieFromHeader } from './cookie-header';
import { isLocale, LOCALE_COOKIE, type Locale } from './locales';

/**
 * The locale stored in a Cookie header, or null when absent or not one of ours: one rule for the
 * server (the bare root's redirect) and the browser. Locale codes are plain ASCII, so the value is
 * compared as sent, never decoded first: a mangled value (%E0%A4%A, %65n) is simply no cookie.
 */
export function localeFromCookieHeader(cookieHeader: string): Locale | null {
  const locale = cookieFromHeader(cookieHeader, LOCALE_COOKIE);
  return isLocale(locale) ? locale : null;
}
