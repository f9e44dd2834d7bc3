import type { StaffClubPersonalisation } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { memberName } from '../member-name';
import { ApprovePersonalisation } from './ApprovePersonalisation';
import { RefusePersonalisationForm } from './RefusePersonalisationForm';

/**
 * What the status allows (contracts' steps): a request is approved or refused, once. An approved or
 * refused one has no step left, and says so. `onDone`: what offered the step leaves the page, so the
 * page moves the focus to the section's heading.
 */
export function PersonalisationNextStep({ personalisation, onDone }: { personalisation: StaffClubPersonalisation; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  if (personalisation.status !== 'requested') return <p className="ama-staff__note">{t(`clubPersonalisations.next.${personalisation.status}`)}</p>;

  // The refusal is a form, so its step is said here (the approval's by useStaffAction): the same toast, then the same focus.
  const refused = () => {
    notify(dispatch, { type: 'success', message: t('clubPersonalisations.refuse.done', { name: memberName(personalisation.member) }) });
    onDone();
  };
  return (
    <div className="ama-staff-split">
      <ApprovePersonalisation personalisation={personalisation} onDone={onDone} />
      <RefusePersonalisationForm personalisation={personalisation} onDone={refused} />
    </div>
  );
}
