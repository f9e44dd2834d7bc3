import { useParams } from '@ama/platform';
import { DiscountCodeIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../discount-codes/discount-codes.css';

/**
 * /staff/discount-codes/{code}: one code and its redemptions. Never indexed; whether the code exists is
 * known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function DiscountCodePage() {
  const { code = '' } = useParams();
  return (
    <StaffPage page="staffDiscountCode" values={{ code }}>
      <DiscountCodeIsland code={code} />
    </StaffPage>
  );
}
