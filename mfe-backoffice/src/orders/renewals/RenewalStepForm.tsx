import { STAFF_LIMITS, type StaffWarrantyRenewal, type StaffWarrantyRenewalResponse, type WarrantyRenewalStep } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useLocale, useTranslation } from '@ama/platform';
import { TextField } from '@ama/shared-ui';
import { useStepWarrantyRenewalMutation } from '../../api';
import { languageName } from '../../components/format';
import { StepForm } from '../../components/StepForm';
import { useStaffForm } from '../../components/use-staff-form';
import { readRenewalStepFailure, RENEWAL_STEP_FIELDS, RENEWAL_STEP_LIMITS, type RenewalStepValues } from './renewal-step-fields';

/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const renewalStepCheck = onDemand(() => import(/* webpackChunkName: "renewal-step-check" */ './renewal-step-check').then((module) => module.checkRenewalStep));

interface RenewalStepFormProps {
  renewal: StaffWarrantyRenewal;
  /** The status the step moves it to (the renewal's `next`). */
  next: RenewalStepValues['status'];
  /** The step is taken: this form leaves the page (the renewal is read again), so the page says where the focus goes. */
  onDone: () => void;
}

/**
 * "Mark received", "Mark in service", "Mark sent back": the renewal's one next step, sent with the CSRF
 * token and recorded with the staff member's e-mail; the way back may name its carrier and tracking
 * number, which the customer reads in the e-mail and on the order's page. A renewal moved on meanwhile
 * (409) is said in the form, and the page reads it again (staff-api/warranty-renewals.ts).
 */
export function RenewalStepForm({ renewal, next, onDone }: RenewalStepFormProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [stepRenewal] = useStepWarrantyRenewalMutation();
  const messages = `warrantyRenewals.step.${next}`;
  const { form, field } = useStaffForm({
    initialValues: { status: next, carrier: '', trackingNumber: '' },
    check: renewalStepCheck,
    fieldOrder: RENEWAL_STEP_FIELDS,
    limits: RENEWAL_STEP_LIMITS,
    fieldMessages: 'warrantyRenewals.fieldProblems',
    readOwnFailure: readRenewalStepFailure,
    send: (step: WarrantyRenewalStep) => stepRenewal({ id: renewal.id, step }).unwrap(),
    onSent: (answer: StaffWarrantyRenewalResponse) => {
      notify(dispatch, { type: 'success', message: t(`${messages}.done`, { number: answer.renewal.order.number, piece: answer.renewal.name }) });
      onDone();
    },
  });
  return (
    <StepForm form={form} messages={messages} problems="warrantyRenewals.step.problems">
      {next === 'sent_back' && (
        <>
          <TextField {...field('carrier')} label={t('warrantyRenewals.step.carrier')} hint={t('warrantyRenewals.step.optional')} maxLength={STAFF_LIMITS.carrierMaxLength} />
          <TextField
            {...field('trackingNumber')}
            label={t('warrantyRenewals.step.trackingNumber')}
            hint={t('warrantyRenewals.step.optional')}
            maxLength={STAFF_LIMITS.trackingNumberMaxLength}
          />
        </>
      )}
      <p className="ama-staff__note">{t('warrantyRenewals.step.customerMail', { language: languageName(renewal.order.locale, locale) })}</p>
    </StepForm>
  );
}
