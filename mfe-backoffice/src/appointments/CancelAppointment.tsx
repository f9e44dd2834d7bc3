import { useEffect, useId, useRef, useState } from 'react';
import type { StaffAppointment } from '@ama/contracts';
import { notify, readSendFailure, useAppDispatch, Trans, useTranslation } from '@ama/platform';
import { Button, VisuallyHidden } from '@ama/shared-ui';
import { useCancelStaffAppointmentMutation, useRefreshSession } from '../api';
import { loadProblemOf } from '../components/load-problem';

interface CancelAppointmentProps {
  appointment: StaffAppointment;
  csrfToken: string;
  /** Reads the day again (the appointment was cancelled meanwhile by the customer or someone else). */
  onRefresh: () => void;
}

/**
 * "Cancel the appointment", asked again in place: the customer is e-mailed in their language and the
 * slot is free for shoppers again. The buttons name the customer for a screen reader reading them alone;
 * on screen the row says it. The answer replaces the row (api.ts); a toast says it is done.
 */
export function CancelAppointment({ appointment, csrfToken, onRefresh }: CancelAppointmentProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [cancelAppointment, { isLoading }] = useCancelStaffAppointmentMutation();
  const refreshSession = useRefreshSession();
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const { id, name } = appointment;

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

  const label = (key: string) => <Trans t={t} i18nKey={key} values={{ name }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />;

  const cancel = async () => {
    try {
      const cancelled = await cancelAppointment({ id, csrfToken }).unwrap();
      notify(dispatch, { type: 'success', message: t('appointments.cancel.done', { name: cancelled.name, email: cancelled.email }) });
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
      notify(dispatch, { type: 'danger', message: t(`appointments.cancel.problems.${problem}`, { name }) });
    }
  };

  if (!confirming) {
    return (
      <Button ref={start} theme="white" size="s" onClick={() => toggle(true)}>
        {label('appointments.cancel.start')}
      </Button>
    );
  }
  return (
    <div className="ama-staff-appointments__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="ama-staff-appointments__question" tabIndex={-1} ref={question}>
        {t('appointments.cancel.question', { name })}
      </p>
      <p>{t('appointments.cancel.mail')}</p>
      <div className="ama-staff-appointments__buttons">
        <Button theme="dark" size="s" loading={isLoading} loadingLabel={t('appointments.cancel.sending')} onClick={() => void cancel()}>
          {label('appointments.cancel.confirm')}
        </Button>
        <Button theme="text" size="s" disabled={isLoading} onClick={() => toggle(false)}>
          {label('appointments.cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
