import { STAFF_LIMITS, type StaffClubLoanList, type StaffSession } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffClubLoansQuery } from '../../api';
import { ListPage } from '../../components/ListPage';
import { useUrlList } from '../../components/use-url-filters';
import { StaffGate } from '../../session/StaffGate';
import { clubLoanFiltersSearch, clubLoansQuery, readClubLoanFilters } from './club-loan-filters';
import { ClubLoanFiltersForm } from './ClubLoanFiltersForm';
import { ClubLoansTable } from './ClubLoansTable';

const LOANS = { messages: 'clubLoans', className: 'ama-staff-club-loans-list', defaultPageSize: STAFF_LIMITS.clubLoansPageSize, rowsOf: (list: StaffClubLoanList) => list.loans };

/** /staff/club/loans (an island, backoffice/club-loans): the ELITE members' loan requests, for a signed-in manager. */
export function ClubLoansContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('clubLoans.pages.list.title')}>{(session) => <ClubLoans session={session} />}</StaffGate>;
}

/** The status filter and the pages (both in the URL), then the table, in the order of the events (soonest first). */
function ClubLoans({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { url, request } = useUrlList(readClubLoanFilters, clubLoanFiltersSearch, clubLoansQuery, useStaffClubLoansQuery);
  const filtersForm = <ClubLoanFiltersForm key={url.search} filters={url.filters} onApply={url.show} />;
  return (
    <ListPage kind={LOANS} request={request} url={url} managersOf={session} intro={t('clubLoans.intro')} controls={filtersForm}>
      {(loans, caption) => <ClubLoansTable loans={loans} caption={caption} />}
    </ListPage>
  );
}
