import { DiscountCodeIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../discount-codes/discount-codes.css';

/** /staff/discount-codes/{code}: one code and its redemptions. Never indexed. */
export const DiscountCodePage = () => <StaffRecordPage page="staffDiscountCode" param="code" island={(code) => <DiscountCodeIsland code={code} />} />;
