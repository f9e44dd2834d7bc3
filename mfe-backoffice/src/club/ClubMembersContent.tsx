import { CLUB, STAFF_LIMITS, type ClubTermsChangeResponse, type StaffClubMemberList, type StaffSession } from '@ama/contracts';
import { formatPrice, LocaleLink, notify, useAppDispatch, useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffClubMembersQuery } from '../api';
import { FormSection, useFormRounds } from '../components/FormSection';
import { ListPage } from '../components/ListPage';
import { useUrlList } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { clubMemberFiltersSearch, clubMembersQuery, DEFAULT_CLUB_MEMBER_SORT, readClubMemberFilters } from './club-member-filters';
import { ClubMemberFiltersForm } from './ClubMemberFiltersForm';
import { ClubMembersTable } from './ClubMembersTable';
import { TermsChangeForm } from './TermsChangeForm';
import { pagedListKind } from '../components/PagedList';

const MEMBERS = pagedListKind('club', 'ama-staff-club-list', STAFF_LIMITS.clubMembersPageSize, (list: StaffClubMemberList) => list.members);

/** /staff/club (an island, backoffice/club-members): Club AMA's members and a terms change, for a signed-in manager. */
export function ClubMembersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffClub.title')}>{(session) => <ClubMembers session={session} />}</StaffGate>;
}

/** Filters, the table's order and its pages (all in the URL), then the form that announces a terms change; the server decides who may. */
function ClubMembers({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { url, request } = useUrlList(readClubMemberFilters, clubMemberFiltersSearch, clubMembersQuery, useStaffClubMembersQuery);
  const intro = t('club.intro', { firstPurchase: formatPrice(CLUB.minFirstPurchaseCents, locale), eliteSpend: formatPrice(CLUB.eliteYearlySpendCents, locale) });
  const controls = (
    <>
      {/* The ELITE members' loan requests, the free personalisations and the custom designs are the club's too: reached from its members, as from the navigation. */}
      <ul className="ama-staff-club-links">
        <li>
          <LocaleLink to={patterns.staffClubLoans}>{t('clubLoans.listLink')}</LocaleLink>
        </li>
        <li>
          <LocaleLink to={patterns.staffClubPersonalisations}>{t('clubPersonalisations.listLink')}</LocaleLink>
        </li>
        <li>
          <LocaleLink to={patterns.staffCustomDesigns}>{t('customDesigns.listLink')}</LocaleLink>
        </li>
      </ul>
      <ClubMemberFiltersForm key={url.search} filters={url.filters} onApply={url.apply} />
    </>
  );
  return (
    <ListPage kind={MEMBERS} request={request} url={url} managersOf={session} intro={intro} controls={controls} after={<AnnounceTermsChange />}>
      {(members, caption) => <ClubMembersTable members={members} caption={caption} {...url.sorting(DEFAULT_CLUB_MEMBER_SORT)} />}
    </ListPage>
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
