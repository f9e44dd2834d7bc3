import type { StaffClubLoan } from '@ama/contracts';
import { LocaleLink, useLocale } from '@ama/platform';
import { formatCalendarDay, formatDate } from '../../components/format';
import { StaffTable } from '../../components/StaffTable';
import { useColumnNames } from '../../components/use-column-names';
import { memberName } from '../member-name';
import { clubLoanPath } from './club-loan-filters';
import { LoanStatus } from './LoanStatus';

/**
 * One row per request, in the API's order (the next events first, so none is sorted here): the member
 * (to the loan's page, where its answer and steps are) with the e-mail, the event's day, the days
 * wanted, the status and the day it was asked. Below a phone's width each row becomes a card (staff.css).
 */
export function ClubLoansTable({ loans, caption }: { loans: readonly StaffClubLoan[]; caption: string }) {
  const locale = useLocale();
  const columns = useColumnNames('clubLoans.table', ['member', 'eventDate', 'days', 'status', 'requestedAt']);
  return (
    <StaffTable className="ama-staff-club-loans" caption={caption} columns={columns}>
      {loans.map((loan) => (
        <tr key={loan.id}>
          <th scope="row">
            <LocaleLink to={clubLoanPath(loan.id)} className="ama-staff-club-loans__member">
              {memberName(loan.member)}
            </LocaleLink>
            <span className="ama-staff__secondary">{loan.member.email}</span>
          </th>
          <td data-label={columns.eventDate}>{formatCalendarDay(loan.eventDate, locale)}</td>
          <td data-label={columns.days}>{loan.days}</td>
          <td data-label={columns.status}>
            <LoanStatus status={loan.status} />
          </td>
          <td data-label={columns.requestedAt}>{formatDate(loan.requestedAt, locale)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
