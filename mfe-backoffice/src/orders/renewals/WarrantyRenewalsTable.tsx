import type { StaffWarrantyRenewal } from '@ama/contracts';
import { LocaleLink, useLocale } from '@ama/platform';
import { formatDate } from '../../components/format';
import { StaffTable } from '../../components/StaffTable';
import { useColumnNames } from '../../components/use-column-names';
import { renewalPath } from './renewal-filters';
import { RenewalStatus } from './RenewalStatus';

/**
 * One row per renewal, in the API's order (those not yet sent back first, the longest waiting first, so
 * none is sorted here): the order's number (to the renewal's page, where its next step is), the piece,
 * the customer with the e-mail, the status and the day it was asked. Below a phone's width each row
 * becomes a card (staff.css).
 */
export function WarrantyRenewalsTable({ renewals, caption }: { renewals: readonly StaffWarrantyRenewal[]; caption: string }) {
  const locale = useLocale();
  const columns = useColumnNames('warrantyRenewals.table', ['order', 'piece', 'customer', 'status', 'requestedAt']);
  return (
    <StaffTable className="ama-staff-renewals" caption={caption} columns={columns}>
      {renewals.map((renewal) => (
        <tr key={renewal.id}>
          <th scope="row">
            <LocaleLink to={renewalPath(renewal.id)}>{renewal.order.number}</LocaleLink>
          </th>
          <td data-label={columns.piece}>{renewal.name}</td>
          <td data-label={columns.customer}>
            {`${renewal.order.name} ${renewal.order.surname}`}
            <span className="ama-staff__secondary">{renewal.order.email}</span>
          </td>
          <td data-label={columns.status}>
            <RenewalStatus status={renewal.status} />
          </td>
          <td data-label={columns.requestedAt}>{formatDate(renewal.requestedAt, locale)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
