import type { ClubLoanStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Requested", "Confirmed", "Handed over"…: a loan's status as a small label, its colour from staff.css's one palette. */
export function LoanStatus({ status }: { status: ClubLoanStatus }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--loan-${status}`}>{t(`clubLoans.statuses.${status}`)}</span>;
}
