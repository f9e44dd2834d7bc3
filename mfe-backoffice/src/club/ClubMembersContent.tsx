import { useRef, useState } from 'react';
import { CLUB, STAFF_LIMITS, type ClubTermsChangeResponse, type StaffSession } from '@ama/contracts';
import { formatPrice, notify, useAppDispatch, useLocale, useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { useStaffClubMembersQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { loadProblemOf } from '../components/load-problem';
import { StaffGate } from '../session/StaffGate';
import { clubMemberFiltersSearch, clubMembersQuery, readClubMemberFilters, type ClubMemberFilters } from './club-member-filters';
import { ClubMemberFiltersForm } from './ClubMemberFiltersForm';
import { ClubMembersPaging } from './ClubMembersPaging';
import { ClubMembersTable } from './ClubMembersTable';
import { TermsChangeForm } from './TermsChangeForm';

/** /staff/club (an island, backoffice/club-members): Club AMA's members and a terms change, for a signed-in manager. */
export function ClubMembersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffClub.title')}>{(session) => <ClubMembers session={session} />}</StaffGate>;
}

/**
 * Filters, the table and its pages (all in the URL), then the form that announces a terms change. The
 * server decides who may: a staff-role session is answered 403, which reads "your role may not do this", alone.
 */
function ClubMembers({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readClubMemberFilters(params);
  const search = clubMemberFiltersSearch(filters);
  // Asked again whenever the page opens: members sign up, buy and move on meanwhile.
  const { data, isError, error, isFetching, refetch } = useStaffClubMembersQuery(clubMembersQuery(filters), { refetchOnMountOrArgChange: true });
  const forbidden = session.staff.role !== 'manager' || (isError && loadProblemOf(error) === 'forbidden');
  const show = (next: ClubMemberFilters) => navigate({ search: clubMemberFiltersSearch(next) });
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || STAFF_LIMITS.clubMembersPageSize))) : 1;
  const position = t('club.paging.position', { page: filters.page, pages });

  if (forbidden && isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">
        {t('club.intro', { firstPurchase: formatPrice(CLUB.minFirstPurchaseCents, locale), eliteSpend: formatPrice(CLUB.eliteYearlySpendCents, locale) })}
      </p>
      {!forbidden && <ClubMemberFiltersForm key={search} filters={filters} onApply={show} />}
      <section className="ama-staff-club-list" aria-label={t('club.table.caption')} aria-busy={isFetching}>
        <p className="ama-staff__count" role="status">
          {data && !isFetching ? t('club.count', { count: data.total }) : isFetching ? t('club.loading') : ''}
        </p>
        {isError && !isFetching ? (
          <LoadProblem error={error} onRetry={() => void refetch()} />
        ) : data && data.members.length === 0 ? (
          <p className="ama-staff__empty">{t('club.empty')}</p>
        ) : data ? (
          <ClubMembersTable members={data.members} caption={`${t('club.table.caption')}, ${position}`} />
        ) : null}
        {data && data.total > 0 && <ClubMembersPaging filters={filters} pages={pages} />}
      </section>
      {!forbidden && <AnnounceTermsChange />}
    </>
  );
}

/** The form, started again empty once a change is announced; a toast says how many members are being told. */
function AnnounceTermsChange() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  const announced = ({ version, notified }: ClubTermsChangeResponse) => {
    notify(dispatch, { type: 'success', message: t('club.terms.announced', { version, count: notified }) });
    setRound((current) => current + 1);
    title.current?.focus();
  };
  return (
    <section className="ama-staff-club-terms" aria-labelledby="ama-staff-terms-change">
      <h2 id="ama-staff-terms-change" className="ama-staff__section-title" tabIndex={-1} ref={title}>
        {t('club.terms.title')}
      </h2>
      <p className="ama-staff__intro">{t('club.terms.intro')}</p>
      <TermsChangeForm key={`form-${round}`} onAnnounced={announced} />
    </section>
  );
}
