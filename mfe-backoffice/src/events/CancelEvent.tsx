import { useEffect, useRef, useState } from 'react';
import type { StaffEventSummary } from '@ama/contracts';
import { notify, readSendFailure, useAppDispatch, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useCancelStaffEventMutation, useRefreshSession } from '../api';
import { loadProblemOf } from '../components/load-problem';

interface CancelEventProps {
  event: StaffEventSummary;
  csrfToken: string;
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
export function CancelEvent({ event, csrfToken, onRefresh, onCancelled }: CancelEventProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [cancelEvent, { isLoading }] = useCancelStaffEventMutation();
  const refreshSession = useRefreshSession();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // The question takes the focus when asked, the button again when the question is put away.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (confirming ? question : start).current?.focus();
  }, [confirming]);

  const toggle = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  const cancel = async () => {
    try {
      await cancelEvent({ key: event.key, csrfToken }).unwrap();
      notify(dispatch, { type: 'success', message: t('event.cancel.done', { title: event.title }) });
      onCancelled();
    } catch (error) {
      const failure = readSendFailure(error);
      // The session ended: the page shows the sign-in form by itself.
      if (failure.status === 401) return;
      if (failure.code === 'CSRF_FAILED') refreshSession();
      if (failure.status === 409 || failure.status === 404) onRefresh();
      const problem =
        failure.code === 'CSRF_FAILED'
          ? 'stale'
          : failure.status === 409
            ? 'already'
            : loadProblemOf(error) === 'forbidden'
              ? 'forbidden'
              : failure.status === 404
                ? 'notFound'
                : 'unavailable';
      notify(dispatch, { type: 'danger', message: t(`event.cancel.problems.${problem}`) });
    }
  };

  if (!confirming) {
    return (
      <div className="ama-staff-event__cancel">
        <Button ref={start} theme="white" size="s" onClick={() => toggle(true)}>
          {t('event.cancel.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ama-staff-event__cancel ama-staff-event__confirm" role="group" aria-labelledby="ama-staff-event-cancel-question">
      <p id="ama-staff-event-cancel-question" className="ama-staff-event__question" tabIndex={-1} ref={question}>
        {t('event.cancel.question', { title: event.title })}
      </p>
      <p>{event.registrations > 0 ? t('event.cancel.guests', { count: event.registrations }) : t('event.cancel.noGuests')}</p>
      <p>{t('event.cancel.final')}</p>
      <div className="ama-staff-event__buttons">
        <Button theme="dark" size="s" loading={isLoading} loadingLabel={t('event.cancel.sending')} onClick={() => void cancel()}>
          {t('event.cancel.confirm')}
        </Button>
        <Button theme="text" size="s" disabled={isLoading} onClick={() => toggle(false)}>
          {t('event.cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
