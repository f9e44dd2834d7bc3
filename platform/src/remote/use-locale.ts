import type { Locale } from '@ama/contracts';
import { getCurrentLocale } from '../locale/locale-path';
import { useLocationHref } from '../ssr/location';

/** The locale of the URL prefix (or the default), re-rendering when navigation changes it. */
export function useLocale(): Locale {
  return getCurrentLocale(useLocationHref().split('?')[0]);
}
