import { CLUB_STATUSES, STAFF_LIMITS, type ClubStatus } from '@ama/contracts';
import type { ClubMembersFilter } from '../api';
import patterns from '../route-patterns.json';

/** What the members list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ClubMemberFilters {
  /** A piece of the e-mail or of the name. */
  q: string;
  status?: ClubStatus;
  page: number;
}

/** The API's limit on pages (contracts' staffClubMembersQuerySchema). */
const MAX_PAGE = 10_000;

const isClubStatus = (value: string | null): value is ClubStatus => (CLUB_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readClubMemberFilters(params: URLSearchParams): ClubMemberFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, STAFF_LIMITS.searchMaxLength),
    status: isClubStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a list ('?q=rossi&status=elite&page=2', or '' for the whole first page); the first page is not named. */
export function clubMemberFiltersSearch(filters: ClubMemberFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
