import type { StaffDiscountCodeResponse } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from '../components/format';
import { orderPath } from '../components/order-path';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';

/** One row per use of a code: who (their e-mail), on which order (to its page, when one is on record) and when. */
export function RedemptionsTable({ redemptions }: { redemptions: StaffDiscountCodeResponse['redemptions'] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('discountCode.redemptions', ['email', 'order', 'at']);
  return (
    <StaffTable className="ama-staff-redemptions" caption={t('discountCode.redemptions.title')} columns={columns}>
      {redemptions.map((redemption) => (
        <tr key={`${redemption.email}-${redemption.redeemedAt}`}>
          <th scope="row">{redemption.email}</th>
          <td data-label={columns.order}>
            {redemption.orderNumber ? <LocaleLink to={orderPath(redemption.orderNumber)}>{redemption.orderNumber}</LocaleLink> : t('discountCode.redemptions.noOrder')}
          </td>
          <td data-label={columns.at}>{formatDateTime(redemption.redeemedAt, locale)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
