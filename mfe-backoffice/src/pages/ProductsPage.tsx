import { usePageHead, useTranslation } from '@ama/platform';
import { ProductsIsland } from '../islands';
import '../components/staff.css';
import '../products/products.css';

/** /staff/products: the managers' catalogue. Never indexed; staff data is read in the browser only (the island). */
export function ProductsPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffProducts.title'), description: t('pages.staffProducts.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <ProductsIsland />
    </div>
  );
}
