import type { WarrantyRenewalStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Requested", "Received", "In service", "Sent back": a renewal's status as a small label, its colour from staff.css's one palette. */
export function RenewalStatus({ status }: { status: WarrantyRenewalStatus }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--renewal-${status}`}>{t(`warrantyRenewals.statuses.${status}`)}</span>;
}
