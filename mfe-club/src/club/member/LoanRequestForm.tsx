import { useState, type ChangeEvent } from 'react';
import { CLUB_LOAN_LIMITS, clubToday } from '@ama/contracts';
import { onDemand, useFormController, useTranslation } from '@ama/platform';
import { Button, Select, TextArea, TextField } from '@ama/shared-ui';
import { useRequestClubLoanMutation } from '../../api';
import { ActionMessage } from './ActionMessage';
import { readLoanFailure } from './loan-failure';
import { memberFormFailure } from './member-form-failure';
import { EMPTY_LOAN_FORM, type LoanFormValues } from './loan-form-values';

/** The contract's schema (and the loan's limits beside it), loaded when the member first focuses the form (docs/forms.md). */
const loanModule = onDemand(() => import(/* webpackChunkName: "loan-check" */ './loan-check'));
const loanCheck = { load: () => loanModule.load().then((module) => module.checkLoanRequest), current: () => loanModule.current()?.checkLoanRequest };

/** The first day an event may be on: tomorrow in Italy (the contract's "after today"), for the date picker. */
const tomorrow = () => new Date(Date.parse(`${clubToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An ELITE member asks for a loan: the event's day, the days wanted (1 to maxDays) and the occasion. */
export function LoanRequestForm({ token, maxDays }: { token: string; maxDays: number }) {
  const { t } = useTranslation('club');
  const [request] = useRequestClubLoanMutation();
  const [sent, setSent] = useState(false);
  const occasionMax = CLUB_LOAN_LIMITS.occasionMaxLength;
  const form = useFormController({
    initialValues: EMPTY_LOAN_FORM,
    check: loanCheck,
    fieldOrder: ['eventDate', 'days', 'occasion'],
    send: (body) => request({ token, body }).unwrap(),
    onSent: () => {
      setSent(true);
      form.change(() => EMPTY_LOAN_FORM, []);
    },
    readFailure: readLoanFailure,
    // The check is loaded before anything is sent, so the server's field problems are read with it.
    fieldsOf: (fields) => loanModule.current()?.loanProblems(fields) ?? {},
  });
  const { values, problems } = form;
  const error = (field: keyof LoanFormValues) => (problems[field] ? t(`member.loans.problems.${problems[field]}`, { max: occasionMax, maxDays }) : undefined);
  const update = (field: keyof LoanFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setSent(false);
    form.change((current) => ({ ...current, [field]: event.target.value }), [field]);
  };
  const dayOptions = Array.from({ length: maxDays }, (_, index) => ({ value: String(index + 1), label: t('member.loans.dayCount', { count: index + 1 }) }));
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-loan-request">
      <h3 id="ama-club-member-loan-request">{t('member.loans.requestTitle')}</h3>
      <form {...form.formProps} method="post" className="ama-club-form__form" aria-labelledby="ama-club-member-loan-request">
        <div className="ama-club-form__row">
          <TextField
            name="eventDate"
            type="date"
            label={t('member.loans.eventDate')}
            hint={t('member.loans.eventDateHint')}
            required
            min={tomorrow()}
            value={values.eventDate}
            onChange={update('eventDate')}
            error={error('eventDate')}
          />
          <Select name="days" label={t('member.loans.days')} required options={dayOptions} value={values.days} onChange={update('days')} error={error('days')} />
        </div>
        <TextArea
          name="occasion"
          label={t('member.loans.occasion')}
          hint={t('member.loans.occasionHint')}
          required
          maxLength={occasionMax}
          showCount
          value={values.occasion}
          onChange={update('occasion')}
          error={error('occasion')}
        />
        <Button type="submit" theme="dark" size="s" loading={form.busy}>
          {t('member.loans.submit')}
        </Button>
      </form>
      <ActionMessage failure={memberFormFailure(form.formProblem)} done={sent ? t('member.loans.sent') : undefined} />
    </section>
  );
}
