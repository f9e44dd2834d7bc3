import { useTranslation } from '@ama/platform';
import { STAFF_WRITE_MESSAGE_KEYS, type StaffWriteProblem } from '../session/staff-write-problem';

interface FormProblemProps {
  /** The form's problem: one every write shares, or one of its own. */
  problem: string | undefined;
  /** Where the form's own problems are in the messages ('statusChange.problems'). */
  messages: string;
}

/** A form's one problem, said under it: the shared refusals in their one line, the form's own in its words. */
export function FormProblem({ problem, messages }: FormProblemProps) {
  const { t } = useTranslation('backoffice');
  if (!problem) return null;
  const shared = problem in STAFF_WRITE_MESSAGE_KEYS ? STAFF_WRITE_MESSAGE_KEYS[problem as StaffWriteProblem] : null;
  // A lost session: the sign-in form replaces the page, nothing to say here.
  if (shared === undefined) return null;
  return (
    <p className="ama-staff__problem" role="alert">
      {t(shared ?? `${messages}.${problem}`)}
    </p>
  );
}
