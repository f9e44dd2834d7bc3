import type { StaffEventSummary } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useCancelStaffEventMutation } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { useStaffAction } from '../session/use-staff-action';

interface CancelEventProps {
  event: StaffEventSummary;
  /** Reads the event again (it was cancelled meanwhile by someone else). */
  onRefresh: () => void;
  /** The event is cancelled: this part leaves the page, so the page says where the focus goes. */
  onCancelled: () => void;
}

/**
 * "Cancel this event", asked again in place: every confirmed guest is e-mailed in their language, and
 * the event's page then says it is cancelled and takes no registration. The answer (the event, now
 * cancelled, and its guests) replaces the page's (api.ts); a toast says it is done.
 */
export function CancelEvent({ event, onRefresh, onCancelled }: CancelEventProps) {
  const { t } = useTranslation('backoffice');
  const [cancelEvent] = useCancelStaffEventMutation();
  const act = useStaffAction();

  const cancel = async () => {
    const done = await act(() => cancelEvent({ key: event.key }).unwrap(), {
      done: () => t('event.cancel.done', { title: event.title }),
      refused: ({ status }) => {
        // Cancelled or gone meanwhile: the event is read again.
        if (status === 409 || status === 404) onRefresh();
        return t(`event.cancel.problems.${status === 409 ? 'already' : status === 404 ? 'notFound' : 'unavailable'}`);
      },
    });
    if (done) onCancelled();
    return done;
  };

  return (
    <ConfirmAction
      className="ama-staff-event__cancel"
      start={t('event.cancel.start')}
      question={t('event.cancel.question', { title: event.title })}
      confirm={t('event.cancel.confirm')}
      keep={t('event.cancel.keep')}
      sending={t('event.cancel.sending')}
      onConfirm={cancel}
    >
      <p>{event.registrations > 0 ? t('event.cancel.guests', { count: event.registrations }) : t('event.cancel.noGuests')}</p>
      <p>{t('event.cancel.final')}</p>
    </ConfirmAction>
  );
}
