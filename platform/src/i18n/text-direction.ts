import { isLocale, TEXT_DIRECTION_FALLBACK } from '@ama/contracts';

export type TextDirection = 'ltr' | 'rtl';

// Primary subtags written right to left; none of our four is, but the helper must not lie for others.
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Text direction for a locale; 'ltr' for en/it/es/de and the fallback of docs/requirements.md#texts for anything unknown. */
export function getTextDirection(locale?: string | null): TextDirection {
  if (isLocale(locale)) return 'ltr';
  const primary = locale?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary && RTL_LANGUAGES.has(primary)) return 'rtl';
  return TEXT_DIRECTION_FALLBACK;
}
