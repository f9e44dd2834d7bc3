import patterns from '../../route-patterns.json';

/** A loan's page: '/staff/club/loans/3c9e…' (LocaleLink and safeNavigate add the locale). */
export const clubLoanPath = (id: string) => patterns.staffClubLoan.replace(':id', encodeURIComponent(id));
