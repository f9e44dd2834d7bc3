import { ClubMembersIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';

/** /staff/club: the managers' Club AMA members and terms changes. Never indexed; staff data is read in the browser only (the island). */
export function ClubMembersPage() {
  return (
    <StaffPage page="staffClub">
      <ClubMembersIsland />
    </StaffPage>
  );
}
