import { useEffect, useRef, useState } from 'react';
import type { StaffClubMemberResponse } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { memberName } from './member-name';
import { TerminationForm } from './TerminationForm';

interface TerminateMembershipProps {
  member: StaffClubMemberResponse['member'];
  csrfToken: string;
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
export function TerminateMembership({ member, csrfToken, onRefresh, onTerminated }: TerminateMembershipProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const name = memberName(member);

  // The question takes the focus when asked, the button again when the question is put away.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (confirming ? question : start).current?.focus();
  }, [confirming]);

  const toggle = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  const terminated = ({ member: now }: StaffClubMemberResponse) => {
    // Ending twice changes nothing (the API answers the member as they are): said so, not "terminated".
    const changed = now.status === 'terminated' && now.history.length > member.history.length;
    const message = changed ? t('clubMember.terminate.done', { name: memberName(now) }) : t('clubMember.terminate.alreadyEnded');
    notify(dispatch, { type: changed ? 'success' : 'info', message });
    onTerminated();
  };

  if (!confirming) {
    return (
      <div className="ama-staff-club-member__terminate">
        <Button ref={start} theme="white" size="s" onClick={() => toggle(true)}>
          {t('clubMember.terminate.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ama-staff-club-member__terminate ama-staff-club-member__confirm" role="group" aria-labelledby="ama-staff-terminate-question">
      <p id="ama-staff-terminate-question" className="ama-staff-club-member__question" tabIndex={-1} ref={question}>
        {t('clubMember.terminate.question', { name })}
      </p>
      <p>{t('clubMember.terminate.final')}</p>
      <TerminationForm
        memberId={member.id}
        csrfToken={csrfToken}
        labelledBy="ama-staff-terminate-question"
        onRefresh={onRefresh}
        onTerminated={terminated}
        onKeep={() => toggle(false)}
      />
    </div>
  );
}
