import type { StaffEventSummary } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Open", "Sold out", "Past", "Cancelled": an event's state as a small label, in the list and on its page. */
export function EventState({ state }: { state: StaffEventSummary['state'] }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--event-${state}`}>{t(`events.state.${state}`)}</span>;
}
