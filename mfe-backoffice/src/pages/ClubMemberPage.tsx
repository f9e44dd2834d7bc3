import { useParams, usePageHead, useTranslation } from '@ama/platform';
import { ClubMemberIsland } from '../islands';
import '../components/staff.css';
import '../club/club.css';

/**
 * /staff/club/{id}: one Club AMA member. Never indexed; whether the member exists is known in the
 * browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function ClubMemberPage() {
  const { t } = useTranslation('backoffice');
  const { id = '' } = useParams();
  usePageHead({ title: t('pages.staffClubMember.title'), description: t('pages.staffClubMember.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <ClubMemberIsland id={id} />
    </div>
  );
}
