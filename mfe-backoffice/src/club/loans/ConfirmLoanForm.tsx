import { CLUB, CLUB_LOAN_LIMITS, type StaffClubLoan, type StaffClubLoanResponse } from '@ama/contracts';
import { onDemand, useLocale, useTranslation } from '@ama/platform';
import { TextField } from '@ama/shared-ui';
import { formatCalendarDay } from '../../components/format';
import { CONFIRMATION_FIELDS, firstOfferedPeriod } from './loan-step-fields';
import { LoanStepForm, useLoanStepForm } from './LoanStepForm';

/** The contract's schema and the event's day, loaded when the form is first focused (docs/forms.md). */
const confirmationCheck = onDemand(() => import(/* webpackChunkName: "loan-step-check" */ './loan-step-check').then((module) => module.checkLoanConfirmation));

/**
 * "Confirm the loan": the piece the shop lends (as the member will read it) and its days, first offered
 * around the event's day as many as asked; at most CLUB.eliteLoan.maxDays, the event's day among them.
 */
export function ConfirmLoanForm({ loan, onDone }: { loan: StaffClubLoan; onDone: (answer: StaffClubLoanResponse) => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { form, field } = useLoanStepForm(loan, onDone, {
    step: 'confirmation',
    initialValues: { piece: '', ...firstOfferedPeriod(loan.eventDate, loan.days), eventDate: loan.eventDate },
    check: confirmationCheck,
    fields: CONFIRMATION_FIELDS,
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`clubLoans.confirm.${key}`, values);
  return (
    <LoanStepForm form={form} messages="clubLoans.confirm">
      <TextField {...field('piece')} label={text('piece')} hint={text('pieceHint')} autoComplete="off" required maxLength={CLUB_LOAN_LIMITS.pieceMaxLength} />
      <TextField {...field('from')} type="date" label={text('from')} hint={text('fromHint', { eventDay: formatCalendarDay(loan.eventDate, locale) })} required />
      <TextField {...field('until')} type="date" label={text('until')} hint={text('untilHint', { max: CLUB.eliteLoan.maxDays })} required />
    </LoanStepForm>
  );
}
