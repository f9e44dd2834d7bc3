import { notify, readSendFailure, useAppDispatch, type SendFailure, useTranslation } from '@ama/platform';
import { useRefreshSession } from '../api';

/** The refusals a return's step explains by their own code (a refund on its way, a refund the provider refused). */
const PROBLEM_OF_CODE: Record<string, string> = { CSRF_FAILED: 'stale', CHANGE_IN_PROGRESS: 'inProgress', REFUND_REFUSED: 'refundRefused' };

/**
 * What a return's form does with a refused write: a lost session shows the sign-in form by itself, a
 * stale CSRF token asks for the session again, a 409 reads the order again (someone moved it on), and
 * anything else is said in a toast. Returns the failure for the form's own field messages.
 */
export function useReturnSend(onRefresh: () => void) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const refreshSession = useRefreshSession();
  return async function sendOrExplain(send: () => Promise<unknown>, success: string): Promise<SendFailure | null> {
    try {
      await send();
      notify(dispatch, { type: 'success', message: success });
      return null;
    } catch (error) {
      const failure = readSendFailure(error);
      if (failure.status === 401) return failure;
      if (failure.code === 'CSRF_FAILED') refreshSession();
      if (failure.status === 409) onRefresh();
      if (failure.status !== 400 && failure.code !== 'RETURN_NOT_ALLOWED') {
        const problem = PROBLEM_OF_CODE[failure.code ?? ''] ?? (failure.status === 409 ? 'moved' : failure.status === 403 ? 'forbidden' : 'unavailable');
        notify(dispatch, { type: 'danger', message: t(`returns.problems.${problem}`) });
      }
      return failure;
    }
  };
}
