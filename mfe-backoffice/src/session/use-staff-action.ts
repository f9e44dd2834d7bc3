import { notify, readSendFailure, useAppDispatch, useTranslation, type SendFailure } from '@ama/platform';
import { STAFF_WRITE_MESSAGE_KEYS } from './staff-write-problem';
import { useStaffWriteFailure } from './use-staff-write-failure';

interface StaffActionTexts<Sent> {
  /** The toast once it is done. */
  done: (sent: Sent) => string;
  /** The toast for a refusal that is the action's own (a 409, a 404…); the shared ones are said for it. */
  refused: (failure: SendFailure) => string;
}

/**
 * A staff write sent from a button (no form to hold a message): what happened is said in a toast, the
 * refusals every write shares in their one line (use-staff-write-failure.ts). Resolves to whether it
 * was done, so the caller knows whether to move on.
 */
export function useStaffAction() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const readShared = useStaffWriteFailure();
  return async function act<Sent>(send: () => Promise<Sent>, texts: StaffActionTexts<Sent>): Promise<boolean> {
    try {
      const sent = await send();
      notify(dispatch, { type: 'success', message: texts.done(sent) });
      return true;
    } catch (error) {
      const failure = readSendFailure(error);
      const shared = readShared(failure);
      const key = shared && STAFF_WRITE_MESSAGE_KEYS[shared];
      if (shared !== 'signed_out') notify(dispatch, { type: 'danger', message: key ? t(key) : texts.refused(failure) });
      return false;
    }
  };
}
