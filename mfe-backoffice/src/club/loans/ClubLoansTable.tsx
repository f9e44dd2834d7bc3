import type { StaffClubLoan } from '@ama/contracts';
import { useLocale } from '@ama/platform';
import { formatCalendarDay, formatDate } from '../../components/format';
import { RecordsTable, RowTitle } from '../../components/RecordsTable';
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
  const title = (loan: StaffClubLoan) => (
    <RowTitle to={clubLoanPath(loan.id)} className="ama-staff-club-loans__member" secondary={loan.member.email}>
      {memberName(loan.member)}
    </RowTitle>
  );
  const cells = (loan: StaffClubLoan) => ({
    eventDate: formatCalendarDay(loan.eventDate, locale),
    days: loan.days,
    status: <LoanStatus status={loan.status} />,
    requestedAt: formatDate(loan.requestedAt, locale),
  });
  return <RecordsTable className="ama-staff-club-loans" caption={caption} columns={columns} rows={loans} title={title} cells={cells} />;
}
