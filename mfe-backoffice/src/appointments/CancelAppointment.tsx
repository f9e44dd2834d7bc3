import type { StaffAppointment } from '@ama/contracts';
import { Trans, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { useCancelStaffAppointmentMutation } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { useStaffAction } from '../session/use-staff-action';

interface CancelAppointmentProps {
  appointment: StaffAppointment;
  /** Reads the day again (the appointment was cancelled meanwhile by the customer or someone else). */
  onRefresh: () => void;
}

/**
 * "Cancel the appointment", asked again in place: the customer is e-mailed in their language and the
 * slot is free for shoppers again. The buttons name the customer for a screen reader reading them alone;
 * on screen the row says it. The answer replaces the row (api.ts); a toast says it is done.
 */
export function CancelAppointment({ appointment, onRefresh }: CancelAppointmentProps) {
  const { t } = useTranslation('backoffice');
  const [cancelAppointment] = useCancelStaffAppointmentMutation();
  const act = useStaffAction();
  const { id, name } = appointment;

  const label = (key: string) => <Trans t={t} i18nKey={key} values={{ name }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />;

  const cancel = () =>
    act(() => cancelAppointment({ id }).unwrap(), {
      done: (cancelled) => t('appointments.cancel.done', { name: cancelled.name, email: cancelled.email }),
      refused: ({ status }) => {
        // Cancelled or gone meanwhile: the day is read again.
        if (status === 409 || status === 404) onRefresh();
        return t(`appointments.cancel.problems.${status === 409 ? 'already' : status === 404 ? 'notFound' : 'unavailable'}`, { name });
      },
    });

  return (
    <ConfirmAction
      start={label('appointments.cancel.start')}
      question={t('appointments.cancel.question', { name })}
      confirm={label('appointments.cancel.confirm')}
      keep={label('appointments.cancel.keep')}
      sending={t('appointments.cancel.sending')}
      onConfirm={cancel}
    >
      <p>{t('appointments.cancel.mail')}</p>
    </ConfirmAction>
  );
}
