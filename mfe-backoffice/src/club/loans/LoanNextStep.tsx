import type { StaffClubLoan } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { memberName } from '../member-name';
import { ConfirmLoanForm } from './ConfirmLoanForm';
import { LoanStepAction } from './LoanStepAction';
import { RefuseLoanForm } from './RefuseLoanForm';

/**
 * What the status allows (contracts' steps): a request is confirmed or refused; a confirmed loan's piece
 * is handed over, then taken back. A refused or returned loan has no step left, and says so. `onDone`:
 * what offered the step leaves the page, so the page moves the focus to the section's heading.
 */
export function LoanNextStep({ loan, onDone }: { loan: StaffClubLoan; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  // A form's step is said here (a button's by useStaffAction): the same toast, then the same focus.
  const answered = (message: string) => () => {
    notify(dispatch, { type: 'success', message: t(message, { name: memberName(loan.member) }) });
    onDone();
  };

  switch (loan.status) {
    case 'requested':
      return (
        <div className="ama-staff-split">
          <ConfirmLoanForm loan={loan} onDone={answered('clubLoans.confirm.done')} />
          <RefuseLoanForm loan={loan} onDone={answered('clubLoans.refuse.done')} />
        </div>
      );
    case 'confirmed':
      return <LoanStepAction loan={loan} step="hand-over" onDone={onDone} />;
    case 'handed_over':
      return <LoanStepAction loan={loan} step="return" onDone={onDone} />;
    default:
      return <p className="ama-staff__note">{t(`clubLoans.next.${loan.status}`)}</p>;
  }
}
