import type { DiscountCodeState } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/**
 * What a shopper typing the code meets now, as the BFF decided it from the switch and the code's days:
 * "Active", "Scheduled", "Expired" or "Switched off"; a small label in the list and on its page, each
 * in its own colour (discount-codes.css).
 */
export function CodeState({ state }: { state: DiscountCodeState }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--code-${state}`}>{t(`discountCodes.state.${state}`)}</span>;
}
