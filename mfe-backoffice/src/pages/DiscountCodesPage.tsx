import { DiscountCodesIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../discount-codes/discount-codes.css';

/** /staff/discount-codes: the managers' discount codes. Never indexed; staff data is read in the browser only (the island). */
export function DiscountCodesPage() {
  return (
    <StaffPage page="staffDiscountCodes">
      <DiscountCodesIsland />
    </StaffPage>
  );
}
