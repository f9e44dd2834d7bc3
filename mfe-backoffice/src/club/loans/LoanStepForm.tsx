import type { ReactNode } from 'react';
import type { StaffClubLoan, StaffClubLoanResponse } from '@ama/contracts';
import type { FormCheck, OnDemand } from '@ama/platform';
import { useTakeClubLoanStepMutation, type ClubLoanStep } from '../../api';
import { StepForm } from '../../components/StepForm';
import { useStaffForm } from '../../components/use-staff-form';
import { LOAN_STEP_LIMITS, loanStepFailure } from './loan-step-fields';

interface LoanStepOptions<Values, Body> {
  step: 'confirmation' | 'refusal';
  initialValues: Values;
  /** The contract's schema, loaded when the form is first focused (docs/forms.md). */
  check: OnDemand<FormCheck<Values, Body>>;
  fields: readonly string[];
}

/**
 * A form that answers a request (a confirmation or a refusal): the staff form of its fields, the
 * contract's own codes said in the loans' words (clubLoans.fieldProblems), sent with the CSRF token; the
 * page then reads the loan again (staff-api/club-loans.ts) and `onDone` says so.
 */
export function useLoanStepForm<Values, Body>(
  loan: StaffClubLoan,
  onDone: (answer: StaffClubLoanResponse) => void,
  { step, initialValues, check, fields }: LoanStepOptions<Values, Body>,
) {
  const [takeStep] = useTakeClubLoanStepMutation();
  return useStaffForm({
    initialValues,
    check,
    fieldOrder: fields,
    limits: LOAN_STEP_LIMITS,
    fieldMessages: 'clubLoans.fieldProblems',
    readOwnFailure: loanStepFailure(fields),
    send: (body: Body) => takeStep({ id: loan.id, step, body } as ClubLoanStep).unwrap(),
    onSent: onDone,
  });
}

interface LoanStepFormProps {
  /** The parts of the form the frame binds: its submit, its one problem, whether it is being sent. */
  form: Pick<ReturnType<typeof useLoanStepForm>['form'], 'formProps' | 'formProblem' | 'busy'>;
  /** Where the form's title, button and "sending" are ('clubLoans.confirm'). */
  messages: string;
  children: ReactNode;
}

/** The form's frame: named by its own heading, its fields, its one problem (clubLoans.problems), then its button. */
export function LoanStepForm({ form, messages, children }: LoanStepFormProps) {
  return (
    <StepForm form={form} messages={messages} problems="clubLoans.problems" className="ama-staff-club-loan__form" titleClassName="ama-staff-club-loan__form-title">
      {children}
    </StepForm>
  );
}
