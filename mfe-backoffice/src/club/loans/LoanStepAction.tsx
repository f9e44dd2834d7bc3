import type { StaffClubLoan } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useTakeClubLoanStepMutation } from '../../api';
import { ConfirmAction } from '../../components/ConfirmAction';
import { useStaffAction } from '../../session/use-staff-action';
import { memberName } from '../member-name';

/** The messages of each step a button takes ('clubLoans.handOver.start'…). */
const MESSAGES = { 'hand-over': 'clubLoans.handOver', return: 'clubLoans.return' } as const;

interface LoanStepActionProps {
  loan: StaffClubLoan;
  /** A confirmed loan's piece is handed over; a handed-over one's taken back. */
  step: keyof typeof MESSAGES;
  /** The step is taken: this button leaves the page (the loan is read again), so the page says where the focus goes. */
  onDone: () => void;
}

/**
 * "Mark handed over" or "Mark returned", asked again in place (each is recorded with the manager's
 * e-mail and cannot be undone): nothing is sent before the confirm button. A toast says how it went; a
 * loan that moved on meanwhile (409) is said so there and the page reads it again (staff-api/club-loans.ts).
 */
export function LoanStepAction({ loan, step, onDone }: LoanStepActionProps) {
  const { t } = useTranslation('backoffice');
  const [takeStep] = useTakeClubLoanStepMutation();
  const act = useStaffAction();
  const messages = MESSAGES[step];
  const values = { name: memberName(loan.member), piece: loan.piece ?? '' };

  const send = async () => {
    const done = await act(() => takeStep({ id: loan.id, step }).unwrap(), {
      done: () => t(`${messages}.done`, values),
      refused: ({ status }) => t(`clubLoans.problems.${status === 409 ? 'state' : status === 404 ? 'notFound' : 'unavailable'}`),
    });
    if (done) onDone();
    return done;
  };

  return (
    <ConfirmAction
      start={t(`${messages}.start`)}
      question={t(`${messages}.question`, values)}
      confirm={t(`${messages}.confirm`)}
      keep={t('clubLoans.keep')}
      sending={t(`${messages}.sending`)}
      onConfirm={send}
    />
  );
}
