import { CLUB_STATUSES, STAFF_CLUB_MEMBER_SORT_KEYS, type ClubStatus } from '@ama/contracts';
import type { ClubMembersFilter } from '../api';
import { listSearch, readPage, readSearchText } from '../components/list-query';
import { readSort, sortParam, type TableSort } from '../components/table-sort';
import patterns from '../route-patterns.json';

export type ClubMemberSortKey = (typeof STAFF_CLUB_MEMBER_SORT_KEYS)[number];

/** The list's own order, when the URL names none: the newest sign-ups first (the API's too). */
export const DEFAULT_CLUB_MEMBER_SORT: TableSort<ClubMemberSortKey> = { key: 'registeredAt', direction: 'descending' };

/** What the members list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ClubMemberFilters {
  /** A piece of the e-mail or of the name. */
  q: string;
  status?: ClubStatus;
  page: number;
  /** Sorted by a column on the server (a page is a slice of the whole order); undefined: the newest sign-ups first. */
  sort?: TableSort<ClubMemberSortKey>;
}

const isClubStatus = (value: string | null): value is ClubStatus => (CLUB_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readClubMemberFilters(params: URLSearchParams): ClubMemberFilters {
  const status = params.get('status');
  return {
    q: readSearchText(params),
    status: isClubStatus(status) ? status : undefined,
    page: readPage(params),
    sort: readSort(params.get('sort'), STAFF_CLUB_MEMBER_SORT_KEYS),
  };
}

/** The URL query of a list ('?q=rossi&status=elite&sort=name&page=2', or '' for the whole first page). */
export const clubMemberFiltersSearch = ({ q, status, sort, page }: ClubMemberFilters) => listSearch({ q, status, sort: sort && sortParam(sort) }, page);

/** True when something narrows the list. */
export const isClubMembersFiltered = ({ q, status }: ClubMemberFilters) => Boolean(q || status);

/** The API's query for a list. */
export function clubMembersQuery({ q, status, page, sort }: ClubMemberFilters): ClubMembersFilter {
  return { q: q || undefined, status, page, sort: sort && (sortParam(sort) as ClubMembersFilter['sort']) };
}

/** A member's page: '/staff/club/6f1c…' (LocaleLink and safeNavigate add the locale). */
export const clubMemberPath = (id: string) => patterns.staffClubMember.replace(':id', encodeURIComponent(id));

/** The API knows members by a UUID only: anything else is no member, and is not asked for. */
export const isMemberId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
