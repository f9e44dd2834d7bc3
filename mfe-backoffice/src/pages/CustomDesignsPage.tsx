import { CustomDesignsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/designs/custom-designs.css';

/** /staff/club/designs: the managers' custom design requests. Never indexed; staff data is read in the browser only (the island). */
export function CustomDesignsPage() {
  return (
    <StaffPage page="staffCustomDesigns" texts="customDesigns.pages.list">
      <CustomDesignsIsland />
    </StaffPage>
  );
}
