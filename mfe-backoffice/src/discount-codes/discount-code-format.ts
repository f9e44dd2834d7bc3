import type { Locale, StaffDiscountCode } from '@ama/contracts';
import { formatPrice } from '@ama/platform';

/**
 * "10%", "€50.00" or "Free engraving", in the page's language (`t`: the back office's messages). A club
 * personalisation's code (kind 'engraving') has no amount of its own: it takes off the engraving fee of
 * one piece, so it is said in words, never as a price of €0.
 */
export function formatDiscount({ kind, percent, amountCents }: Pick<StaffDiscountCode, 'kind' | 'percent' | 'amountCents'>, locale: Locale, t: (key: string) => string): string {
  if (kind === 'engraving') return t('discountCodes.freeEngraving');
  if (kind === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format((percent ?? 0) / 100);
  return formatPrice(amountCents ?? 0, locale);
}
