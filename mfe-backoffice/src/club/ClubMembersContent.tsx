import { CLUB, STAFF_LIMITS, type ClubTermsChangeResponse, type StaffSession } from '@ama/contracts';
import { formatPrice, LocaleLink, notify, useAppDispatch, useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffClubMembersQuery } from '../api';
import { FormSection, useFormRounds } from '../components/FormSection';
import { LoadProblem } from '../components/LoadProblem';
import { roleMayNot } from '../components/load-problem';
import { PagedList } from '../components/PagedList';
import { useUrlFilters } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { clubMemberFiltersSearch, clubMembersQuery, DEFAULT_CLUB_MEMBER_SORT, readClubMemberFilters, type ClubMemberFilters } from './club-member-filters';
import { ClubMemberFiltersForm } from './ClubMemberFiltersForm';
import { ClubMembersTable } from './ClubMembersTable';
import { TermsChangeForm } from './TermsChangeForm';

/** /staff/club (an island, backoffice/club-members): Club AMA's members and a terms change, for a signed-in manager. */
export function ClubMembersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffClub.title')}>{(session) => <ClubMembers session={session} />}</StaffGate>;
}

/**
 * Filters, the table's order and its pages (all in the URL), then the form that announces a terms
 * change. The server decides who may: a staff-role session is answered 403, which reads "your role may
 * not do this", alone.
 */
function ClubMembers({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { filters, search, show } = useUrlFilters(readClubMemberFilters, clubMemberFiltersSearch);
  // Asked again whenever the page opens: members sign up, buy and move on meanwhile.
  const request = useStaffClubMembersQuery(clubMembersQuery(filters), { refetchOnMountOrArgChange: true });
  const { data } = request;
  const forbidden = roleMayNot(session, request);
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const sorting = { sort: filters.sort ?? DEFAULT_CLUB_MEMBER_SORT, onSort: (sort: ClubMemberFilters['sort']) => show({ ...filters, sort, page: 1 }) };

  if (forbidden && request.isError && !request.isFetching) return <LoadProblem error={request.error} onRetry={() => void request.refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">
        {t('club.intro', { firstPurchase: formatPrice(CLUB.minFirstPurchaseCents, locale), eliteSpend: formatPrice(CLUB.eliteYearlySpendCents, locale) })}
      </p>
      {/* The ELITE members' loan requests are the club's too: reached from its members, as from the navigation. */}
      {!forbidden && (
        <p className="ama-staff-club-loans-link">
          <LocaleLink to={patterns.staffClubLoans}>{t('clubLoans.listLink')}</LocaleLink>
        </p>
      )}
      {!forbidden && <ClubMemberFiltersForm key={search} filters={filters} onApply={(next) => show({ ...next, sort: filters.sort })} />}
      <PagedList
        messages="club"
        className="ama-staff-club-list"
        request={request}
        answer={data && { rows: data.members, total: data.total, pageSize: data.pageSize }}
        page={filters.page}
        searchOf={(page) => clubMemberFiltersSearch({ ...filters, page })}
        defaultPageSize={STAFF_LIMITS.clubMembersPageSize}
      >
        {(members, caption) => <ClubMembersTable members={members} caption={caption} {...sorting} />}
      </PagedList>
      {!forbidden && <AnnounceTermsChange />}
    </>
  );
}

/** The form, started again empty once a change is announced; a toast says how many members are being told. */
function AnnounceTermsChange() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const rounds = useFormRounds();
  const announced = ({ version, notified }: ClubTermsChangeResponse) => {
    notify(dispatch, { type: 'success', message: t('club.terms.announced', { version, count: notified }) });
    rounds.next();
    rounds.focusTitle();
  };
  return (
    <FormSection titleId="ama-staff-terms-change" title={rounds.title} messages="club.terms" className="ama-staff-club-terms">
      <TermsChangeForm key={rounds.formKey} onAnnounced={announced} />
    </FormSection>
  );
}
