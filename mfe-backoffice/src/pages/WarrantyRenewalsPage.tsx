import { WarrantyRenewalsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';

/** /staff/renewals: the warranty renewals, for every member of staff. Never indexed; staff data is read in the browser only (the island). */
export function WarrantyRenewalsPage() {
  return (
    <StaffPage page="staffRenewals" texts="warrantyRenewals.pages.list">
      <WarrantyRenewalsIsland />
    </StaffPage>
  );
}
