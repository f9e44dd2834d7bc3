import { notify, readSendFailure, useAppDispatch, type SendFailure, useTranslation } from '@ama/platform';
import { STAFF_WRITE_MESSAGE_KEYS } from '../session/staff-write-problem';
import { useStaffWriteFailure } from '../session/use-staff-write-failure';

/** The refusals a return's step explains by their own code (a refund on its way, a refund the provider refused). */
const PROBLEM_OF_CODE: Record<string, string> = { CHANGE_IN_PROGRESS: 'inProgress', REFUND_REFUSED: 'refundRefused' };

/**
 * What a return's form does with a refused write: the refusals every write shares are said in their one
 * line (session/staff-write-problem.ts), a 409 reads the order again (someone moved it on), and anything
 * else but the form's own field messages is said in a toast. Returns the failure for those messages.
 */
export function useReturnSend(onRefresh: () => void) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const readShared = useStaffWriteFailure();
  return async function sendOrExplain(send: () => Promise<unknown>, success: string): Promise<SendFailure | null> {
    try {
      await send();
      notify(dispatch, { type: 'success', message: success });
      return null;
    } catch (error) {
      const failure = readSendFailure(error);
      const shared = readShared(failure);
      const sharedKey = shared && STAFF_WRITE_MESSAGE_KEYS[shared];
      if (shared === 'signed_out') return failure;
      if (failure.status === 409) onRefresh();
      if (sharedKey) notify(dispatch, { type: 'danger', message: t(sharedKey) });
      else if (failure.status !== 400 && failure.code !== 'RETURN_NOT_ALLOWED') {
        const problem = PROBLEM_OF_CODE[failure.code ?? ''] ?? (failure.status === 409 ? 'moved' : 'unavailable');
        notify(dispatch, { type: 'danger', message: t(`returns.problems.${problem}`) });
      }
      return failure;
    }
  };
}
