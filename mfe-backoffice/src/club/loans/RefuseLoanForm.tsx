import { CLUB_LOAN_LIMITS, type StaffClubLoan, type StaffClubLoanResponse } from '@ama/contracts';
import { onDemand, useTranslation } from '@ama/platform';
import { TextArea } from '@ama/shared-ui';
import { REFUSAL_FIELDS } from './loan-step-fields';
import { LoanStepForm, useLoanStepForm } from './LoanStepForm';

/** The contract's schema, loaded when the form is first focused (docs/forms.md); the same chunk as the confirmation's. */
const refusalCheck = onDemand(() => import(/* webpackChunkName: "loan-step-check" */ './loan-step-check').then((module) => module.checkLoanRefusal));

/** A refusal starts without a reason: it is the manager's to write. */
const REFUSAL = { step: 'refusal' as const, initialValues: { reason: '' }, check: refusalCheck, fields: REFUSAL_FIELDS };
const REASON_MAX = CLUB_LOAN_LIMITS.reasonMaxLength;

/** "Refuse the request": the reason is required, as the member reads it in their e-mail and on their page. */
export function RefuseLoanForm({ loan, onDone }: { loan: StaffClubLoan; onDone: (answer: StaffClubLoanResponse) => void }) {
  const { t } = useTranslation('backoffice');
  const { form, field } = useLoanStepForm(loan, onDone, REFUSAL);
  return (
    <LoanStepForm form={form} messages="clubLoans.refuse">
      <TextArea {...field('reason')} label={t('clubLoans.refuse.reason')} hint={t('clubLoans.refuse.reasonHint')} rows={3} showCount required maxLength={REASON_MAX} />
    </LoanStepForm>
  );
}
