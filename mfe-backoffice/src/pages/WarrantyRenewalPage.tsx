import { useParams } from '@ama/platform';
import { WarrantyRenewalIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';
import '../orders/renewals/renewals.css';

/**
 * /staff/renewals/{id}: one warranty renewal and its next step. Never indexed; whether the renewal
 * exists is known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function WarrantyRenewalPage() {
  const { id = '' } = useParams();
  return (
    <StaffPage page="staffRenewal" texts="warrantyRenewals.pages.record">
      <WarrantyRenewalIsland id={id} />
    </StaffPage>
  );
}
