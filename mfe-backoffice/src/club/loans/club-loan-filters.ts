import { CLUB_LOAN_STATUSES, type ClubLoanStatus } from '@ama/contracts';
import type { ClubLoansFilter } from '../../api';
import { listSearch, readPage } from '../../components/list-query';
import patterns from '../../route-patterns.json';

/** What the loans list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ClubLoanFilters {
  status?: ClubLoanStatus;
  page: number;
}

const isLoanStatus = (value: string | null): value is ClubLoanStatus => (CLUB_LOAN_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from the URL's query; a status the API does not know is left out, as if not chosen. */
export function readClubLoanFilters(params: URLSearchParams): ClubLoanFilters {
  const status = params.get('status');
  return { status: isLoanStatus(status) ? status : undefined, page: readPage(params) };
}

/** The URL query of a list ('?status=requested&page=2', or '' for the whole first page). */
export const clubLoanFiltersSearch = ({ status, page }: ClubLoanFilters) => listSearch({ status }, page);

/** The API's query for a list: the same two, the status left out when none is chosen. */
export const clubLoansQuery = ({ status, page }: ClubLoanFilters): ClubLoansFilter => ({ status, page });

/** A loan's page: '/staff/club/loans/3c9e…' (LocaleLink and safeNavigate add the locale). */
export const clubLoanPath = (id: string) => patterns.staffClubLoan.replace(':id', encodeURIComponent(id));
