import type { StaffClubMemberResponse } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { ConfirmAction } from '../components/ConfirmAction';
import { memberName } from './member-name';
import { TerminationForm } from './TerminationForm';

interface TerminateMembershipProps {
  member: StaffClubMemberResponse['member'];
  /** Reads the member again (ended or gone meanwhile). */
  onRefresh: () => void;
  /** The membership is terminated: this part leaves the page, so the page says where the focus goes. */
  onTerminated: () => void;
}

/**
 * "Terminate for breach", asked again in place with what it means and the reason to keep: nothing is
 * sent before "Yes, terminate the membership". The answer (the member, now terminated, with the new
 * line of history) replaces the page's (api.ts); a toast says it is done.
 */
export function TerminateMembership({ member, onRefresh, onTerminated }: TerminateMembershipProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();

  const terminated = ({ member: now }: StaffClubMemberResponse) => {
    // Ending twice changes nothing (the API answers the member as they are): said so, not "terminated".
    const changed = now.status === 'terminated' && now.history.length > member.history.length;
    const message = changed ? t('clubMember.terminate.done', { name: memberName(now) }) : t('clubMember.terminate.alreadyEnded');
    notify(dispatch, { type: changed ? 'success' : 'info', message });
    onTerminated();
  };

  return (
    <ConfirmAction
      className="ama-staff-club-member__terminate"
      start={t('clubMember.terminate.start')}
      question={t('clubMember.terminate.question', { name: memberName(member) })}
      answer={({ questionId, keep }) => <TerminationForm memberId={member.id} labelledBy={questionId} onRefresh={onRefresh} onTerminated={terminated} onKeep={keep} />}
    >
      <p>{t('clubMember.terminate.final')}</p>
    </ConfirmAction>
  );
}
