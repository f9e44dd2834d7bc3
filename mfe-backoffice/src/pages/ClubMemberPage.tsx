import { useParams } from '@ama/platform';
import { ClubMemberIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';

/**
 * /staff/club/{id}: one Club AMA member. Never indexed; whether the member exists is known in the
 * browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function ClubMemberPage() {
  const { id = '' } = useParams();
  return (
    <StaffPage page="staffClubMember">
      <ClubMemberIsland id={id} />
    </StaffPage>
  );
}
