import type { StaffDiscountCode } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { formatCalendarDay } from '../components/format';
import { formatDiscount } from './discount-code-format';

/** A code's rules as the list and its page say them: the discount, how often, its days, its minimum. */
export function useCodeTerms() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  return (code: StaffDiscountCode) => {
    const from = code.validFrom ? formatCalendarDay(code.validFrom, locale) : undefined;
    const until = code.validUntil ? formatCalendarDay(code.validUntil, locale) : undefined;
    return {
      discount: formatDiscount(code, locale, t),
      usage: t(`discountCodes.usage.${code.usage}`),
      valid:
        from && until
          ? t('discountCodes.valid.between', { from, until })
          : from
            ? t('discountCodes.valid.from', { from })
            : until
              ? t('discountCodes.valid.until', { until })
              : t('discountCodes.valid.always'),
      minimum: code.minimumSubtotalCents ? formatPrice(code.minimumSubtotalCents, locale) : t('discountCodes.noMinimum'),
    };
  };
}
