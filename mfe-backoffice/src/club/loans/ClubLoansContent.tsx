import { CLUB_LOAN_STATUSES, STAFF_LIMITS, type StaffClubLoanList } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffClubLoansQuery } from '../../api';
import { StatusListPage } from '../../components/StatusListPage';
import { LOAN_FILTERS } from './club-loan-filters';
import { ClubLoansTable } from './ClubLoansTable';
import { pagedListKind } from '../../components/PagedList';

const LOANS = pagedListKind('clubLoans', 'ama-staff-club-loans-list', STAFF_LIMITS.clubLoansPageSize, (list: StaffClubLoanList) => list.loans);

/** /staff/club/loans (an island, backoffice/club-loans): the ELITE members' loan requests, in the order of the events (soonest first), a status filter and the pages, for a signed-in manager. */
export function ClubLoansContent() {
  const { t } = useTranslation('backoffice');
  return (
    <StatusListPage
      title={t('clubLoans.pages.list.title')}
      intro={t('clubLoans.intro')}
      kind={LOANS}
      filters={LOAN_FILTERS}
      statuses={CLUB_LOAN_STATUSES}
      useList={useStaffClubLoansQuery}
      managersOnly
    >
      {(loans, caption) => <ClubLoansTable loans={loans} caption={caption} />}
    </StatusListPage>
  );
}
