import type { CustomDesignStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Requested", "Proposed", "In production"…: a design's status as a small label, its colour from staff.css's one palette. */
export function DesignStatus({ status }: { status: CustomDesignStatus }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--design-${status}`}>{t(`customDesigns.statuses.${status}`)}</span>;
}
