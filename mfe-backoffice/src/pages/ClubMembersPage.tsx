import { usePageHead, useTranslation } from '@ama/platform';
import { ClubMembersIsland } from '../islands';
import '../components/staff.css';
import '../club/club.css';

/** /staff/club: the managers' Club AMA members and terms changes. Never indexed; staff data is read in the browser only (the island). */
export function ClubMembersPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffClub.title'), description: t('pages.staffClub.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <ClubMembersIsland />
    </div>
  );
}
