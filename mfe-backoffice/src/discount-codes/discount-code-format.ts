import type { Locale, StaffDiscountCode } from '@ama/contracts';
import { formatPrice } from '@ama/platform';

/** "10%" or "€50.00", in the page's language. */
export function formatDiscount({ kind, percent, amountCents }: Pick<StaffDiscountCode, 'kind' | 'percent' | 'amountCents'>, locale: Locale): string {
  if (kind === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format((percent ?? 0) / 100);
  return formatPrice(amountCents ?? 0, locale);
}
