import { STAFF_LIMITS, type StaffAppointment, type VideoLinkInput } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, Trans, useTranslation } from '@ama/platform';
import { TextField, VisuallyHidden } from '@ama/shared-ui';
import { useSendAppointmentVideoLinkMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useStaffForm } from '../components/use-staff-form';
import { readVideoLinkFailure, VIDEO_LINK_FIELDS } from './video-link-fields';

const LIMITS = { videoLink: { max: STAFF_LIMITS.videoLinkMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const videoLinkCheck = onDemand(() => import(/* webpackChunkName: "video-link-check" */ './video-link-check').then((module) => module.checkVideoLink));

interface VideoLinkFormProps {
  appointment: StaffAppointment;
  /** Reads the day again (the appointment was cancelled or removed meanwhile). */
  onRefresh: () => void;
}

/**
 * A booked video call's link (the meeting room's https address), sent to the customer by e-mail in
 * their language; sending another replaces it. The field and the button name the customer, for a screen
 * reader reading them alone. The answer replaces the row (api.ts); a toast says it is sent.
 */
export function VideoLinkForm({ appointment, onRefresh }: VideoLinkFormProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [sendLink] = useSendAppointmentVideoLinkMutation();
  const { id, name } = appointment;

  const { form, field } = useStaffForm({
    initialValues: { videoLink: appointment.videoLink ?? '' },
    check: videoLinkCheck,
    fieldOrder: VIDEO_LINK_FIELDS,
    limits: LIMITS,
    readOwnFailure: (failure) => {
      const outcome = readVideoLinkFailure(failure);
      if ('form' in outcome && (outcome.form === 'cancelled' || outcome.form === 'notFound')) {
        // The row changes (or goes) once the day is read again, and this form with it: a toast stays.
        notify(dispatch, { type: 'danger', message: t(`appointments.videoLink.problems.${outcome.form}`) });
        onRefresh();
      }
      return outcome;
    },
    send: ({ videoLink }: VideoLinkInput) => sendLink({ id, videoLink }).unwrap(),
    onSent: (sent: StaffAppointment) => notify(dispatch, { type: 'success', message: t('appointments.videoLink.sent', { name: sent.name, email: sent.email }) }),
  });

  return (
    <form {...form.formProps} className="ama-staff-appointments__video-form" aria-label={t('appointments.videoLink.formLabel', { name })}>
      <TextField
        {...field('videoLink')}
        type="url"
        label={<Trans t={t} i18nKey="appointments.videoLink.field" values={{ name }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />}
        hint={t('appointments.videoLink.hint')}
        autoComplete="off"
        inputMode="url"
        required
        maxLength={STAFF_LIMITS.videoLinkMaxLength}
      />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="appointments.videoLink" label={t('appointments.videoLink.send', { name })} size="s" />
    </form>
  );
}
