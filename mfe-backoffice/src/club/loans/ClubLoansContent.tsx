import { STAFF_LIMITS, type StaffSession } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffClubLoansQuery } from '../../api';
import { LoadProblem } from '../../components/LoadProblem';
import { roleMayNot } from '../../components/load-problem';
import { PagedList } from '../../components/PagedList';
import { useUrlFilters } from '../../components/use-url-filters';
import { StaffGate } from '../../session/StaffGate';
import { clubLoanFiltersSearch, clubLoansQuery, readClubLoanFilters } from './club-loan-filters';
import { ClubLoanFiltersForm } from './ClubLoanFiltersForm';
import { ClubLoansTable } from './ClubLoansTable';

/** /staff/club/loans (an island, backoffice/club-loans): the ELITE members' loan requests, for a signed-in manager. */
export function ClubLoansContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('clubLoans.pages.list.title')}>{(session) => <ClubLoans session={session} />}</StaffGate>;
}

/** The status filter and the pages (both in the URL), then the table; a staff-role session is answered 403, said alone. */
function ClubLoans({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { filters, search, show } = useUrlFilters(readClubLoanFilters, clubLoanFiltersSearch);
  // Asked again whenever the page opens: members ask, and other managers answer, meanwhile.
  const request = useStaffClubLoansQuery(clubLoansQuery(filters), { refetchOnMountOrArgChange: true });
  const forbidden = roleMayNot(session, request);

  if (forbidden && request.isError && !request.isFetching) return <LoadProblem error={request.error} onRetry={() => void request.refetch()} />;
  const { data } = request;
  return (
    <>
      <p className="ama-staff__intro">{t('clubLoans.intro')}</p>
      {!forbidden && <ClubLoanFiltersForm key={search} filters={filters} onApply={show} />}
      <PagedList
        messages="clubLoans"
        className="ama-staff-club-loans-list"
        request={request}
        answer={data && { rows: data.loans, total: data.total, pageSize: data.pageSize }}
        page={filters.page}
        searchOf={(page) => clubLoanFiltersSearch({ ...filters, page })}
        defaultPageSize={STAFF_LIMITS.clubLoansPageSize}
      >
        {(loans, caption) => <ClubLoansTable loans={loans} caption={caption} />}
      </PagedList>
    </>
  );
}
