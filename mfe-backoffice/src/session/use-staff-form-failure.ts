import type { SendFailure } from '@ama/platform';
import type { StaffWriteProblem } from './staff-write-problem';
import { useStaffWriteFailure } from './use-staff-write-failure';

/** What a form makes of a failed send: messages at its fields, or one problem of the whole form. */
export type StaffFormOutcome<Problem extends string> = { fields: Record<string, string> } | { form: Problem };

/**
 * A form's reading of a refused send, after the refusals every write shares (shown by FormProblem in
 * their one line): `readOwn` only explains what is the form's own (its fields, a 409…).
 */
export function useStaffFormFailure<Problem extends string>(readOwn: (failure: SendFailure) => StaffFormOutcome<Problem>) {
  const readShared = useStaffWriteFailure();
  return (failure: SendFailure): StaffFormOutcome<Problem | StaffWriteProblem> => {
    const shared = readShared(failure);
    return shared ? { form: shared } : readOwn(failure);
  };
}
