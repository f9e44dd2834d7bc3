import { navigateToUrl } from 'single-spa';
import type { Locale } from '@ama/contracts';
import { setLocaleCookie } from '../locale/locale-cookie';
import { switchLocalePath } from '../locale/locale-path';

/**
 * The language switcher's action (docs/requirements.md#navigation): same page under the new prefix, cookie remembered for
 * 365 days, no reload. i18n follows the URL through PlatformProvider.
 */
export function switchLocale(locale: Locale): void {
  setLocaleCookie(locale);
  const { pathname, search, hash } = window.location;
  navigateToUrl(switchLocalePath(pathname, search, locale) + hash);
}
