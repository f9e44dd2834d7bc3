import { CLUB_STATUSES, type ClubStatus } from '@ama/contracts';
import type { ClubMembersFilter } from '../api';
import { listSearch, readPage, readSearchText } from '../components/list-query';
import patterns from '../route-patterns.json';

/** What the members list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ClubMemberFilters {
  /** A piece of the e-mail or of the name. */
  q: string;
  status?: ClubStatus;
  page: number;
}

const isClubStatus = (value: string | null): value is ClubStatus => (CLUB_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readClubMemberFilters(params: URLSearchParams): ClubMemberFilters {
  const status = params.get('status');
  return { q: readSearchText(params), status: isClubStatus(status) ? status : undefined, page: readPage(params) };
}

/** The URL query of a list ('?q=rossi&status=elite&page=2', or '' for the whole first page). */
export const clubMemberFiltersSearch = ({ q, status, page }: ClubMemberFilters) => listSearch({ q, status }, page);

/** True when something narrows the list. */
export const isClubMembersFiltered = ({ q, status }: ClubMemberFilters) => Boolean(q || status);

/** The API's query for a list. */
export function clubMembersQuery({ q, status, page }: ClubMemberFilters): ClubMembersFilter {
  return { q: q || undefined, status, page };
}

/** A member's page: '/staff/club/6f1c…' (LocaleLink and safeNavigate add the locale). */
export const clubMemberPath = (id: string) => patterns.staffClubMember.replace(':id', encodeURIComponent(id));

/** The API knows members by a UUID only: anything else is no member, and is not asked for. */
export const isMemberId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
