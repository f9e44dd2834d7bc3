import { CLUB_LOAN_STATUSES, STAFF_LIMITS, type StaffClubLoanList } from '@ama/contracts';
import { useStaffClubLoansQuery } from '../../api';
import { pagedListKind } from '../../components/PagedList';
import { StatusListPage } from '../../components/StatusListPage';
import { ClubLoansTable } from './ClubLoansTable';

const LOANS = pagedListKind('clubLoans', 'ama-staff-club-loans-list', STAFF_LIMITS.clubLoansPageSize, (list: StaffClubLoanList) => list.loans);

/** /staff/club/loans (an island, backoffice/club-loans): the ELITE members' loan requests, in the order of the events (soonest first), a status filter and the pages, for a signed-in manager. */
export const ClubLoansContent = () => (
  <StatusListPage kind={LOANS} statuses={CLUB_LOAN_STATUSES} useList={useStaffClubLoansQuery} managersOnly>
    {(loans, caption) => <ClubLoansTable loans={loans} caption={caption} />}
  </StatusListPage>
);
