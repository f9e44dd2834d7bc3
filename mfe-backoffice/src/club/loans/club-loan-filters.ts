import { CLUB_LOAN_STATUSES } from '@ama/contracts';
import { statusFilters } from '../../components/status-filter';
import patterns from '../../route-patterns.json';

/** The loans list's one filter, a status, and its page: in the URL, so a reload, a bookmark or Back keep them. */
export const LOAN_FILTERS = statusFilters(CLUB_LOAN_STATUSES);

/** A loan's page: '/staff/club/loans/3c9e…' (LocaleLink and safeNavigate add the locale). */
export const clubLoanPath = (id: string) => patterns.staffClubLoan.replace(':id', encodeURIComponent(id));
