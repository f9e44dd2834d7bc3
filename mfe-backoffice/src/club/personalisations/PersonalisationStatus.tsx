import type { ClubPersonalisationStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Requested", "Approved", "Refused": a request's status as a small label, its colour from staff.css's one palette. */
export function PersonalisationStatus({ status }: { status: ClubPersonalisationStatus }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--personalisation-${status}`}>{t(`clubPersonalisations.statuses.${status}`)}</span>;
}
