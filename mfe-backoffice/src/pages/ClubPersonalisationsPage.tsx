import { ClubPersonalisationsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/personalisations/club-personalisations.css';

/** /staff/club/personalisations: the managers' free personalisation requests. Never indexed; staff data is read in the browser only (the island). */
export function ClubPersonalisationsPage() {
  return (
    <StaffPage page="staffClubPersonalisations" texts="clubPersonalisations.pages.list">
      <ClubPersonalisationsIsland />
    </StaffPage>
  );
}
