import { ProductsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../products/products.css';

/** /staff/products: the managers' catalogue. Never indexed; staff data is read in the browser only (the island). */
export function ProductsPage() {
  return (
    <StaffPage page="staffProducts">
      <ProductsIsland />
    </StaffPage>
  );
}
