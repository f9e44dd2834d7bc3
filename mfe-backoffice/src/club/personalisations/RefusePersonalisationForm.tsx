import type { StaffClubPersonalisation } from '@ama/contracts';
import { notify, onDemand, readSendFailure, useAppDispatch, useTranslation } from '@ama/platform';
import { TextArea } from '@ama/shared-ui';
import { useTakeClubPersonalisationStepMutation } from '../../api';
import { StepForm } from '../../components/StepForm';
import { useStaffForm } from '../../components/use-staff-form';
import { REFUSAL_FIELDS, REFUSAL_LIMITS, refusalFailure, type RefusalValues } from './personalisation-refusal-fields';

/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const refusalCheck = onDemand(() =>
  import(/* webpackChunkName: "personalisation-refusal-check" */ './personalisation-refusal-check').then((module) => module.checkPersonalisationRefusal),
);

/** A refusal starts without a reason: it is the manager's to write. */
const NO_REASON: RefusalValues = { reason: '' };

/**
 * "Refuse the request": the reason is required, as the member reads it in their e-mail and on their
 * page; sent with the CSRF token, then the page reads the request again and `onDone` says so.
 */
export function RefusePersonalisationForm({ personalisation, onDone }: { personalisation: StaffClubPersonalisation; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [takeStep] = useTakeClubPersonalisationStepMutation();
  const refuse = (body: RefusalValues) =>
    takeStep({ id: personalisation.id, step: 'refusal', body })
      .unwrap()
      .catch((error: unknown) => {
        // Decided meanwhile (409): the request is read again and no longer offers this form, so its problem would go with it; a toast says it too.
        if (readSendFailure(error).status === 409) notify(dispatch, { type: 'danger', message: t('clubPersonalisations.problems.state') });
        throw error;
      });
  const { form, field } = useStaffForm({
    initialValues: NO_REASON,
    check: refusalCheck,
    fieldOrder: REFUSAL_FIELDS,
    limits: REFUSAL_LIMITS,
    readOwnFailure: refusalFailure,
    send: refuse,
    onSent: onDone,
  });
  return (
    <StepForm
      form={form}
      messages="clubPersonalisations.refuse"
      problems="clubPersonalisations.problems"
      className="ama-staff-personalisation__form"
      titleClassName="ama-staff-personalisation__form-title"
    >
      <TextArea
        {...field('reason')}
        label={t('clubPersonalisations.refuse.reason')}
        hint={t('clubPersonalisations.refuse.reasonHint')}
        rows={3}
        showCount
        required
        maxLength={REFUSAL_LIMITS.reason.max}
      />
    </StepForm>
  );
}
