import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export interface LocaleHints {
  /** Value of the locale cookie, if any. */
  cookie?: string | null;
  /** Raw Accept-Language request header, if any. */
  acceptLanguage?: string | null;
}

interface WeightedTag {
  primary: string;
  q: number;
  order: number;
}

/** Parses 'de-CH,de;q=0.9,en;q=0.8' into primary subtags ordered by q (ties keep header order). */
export function parseAcceptLanguage(header: string): string[] {
  const tags: WeightedTag[] = [];
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!primary || primary === '*') return;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    // q=0 means "not acceptable"; an unparsable q is ignored rather than trusted.
    if (!Number.isFinite(q) || q <= 0) return;
    tags.push({ primary, q, order });
  });
  return tags.sort((a, b) => b.q - a.q || a.order - b.order).map((t) => t.primary);
}

/**
 * Picks the locale for a visitor who reaches the bare root (docs/requirements.md#navigation): the cookie when it holds a valid
 * locale, then the best supported Accept-Language entry, then the default 'it'.
 * Pure and DOM-free so the BFF can use the same rule when it answers '/'.
 */
export function resolveLocale({ cookie, acceptLanguage }: LocaleHints): Locale {
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLocale(fromCookie)) return fromCookie;
  const fromHeader = parseAcceptLanguage(acceptLanguage ?? '').find(isLocale);
  return isLocale(fromHeader) ? fromHeader : DEFAULT_LOCALE;
}
