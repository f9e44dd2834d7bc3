import { useParams, usePageHead, useTranslation } from '@ama/platform';
import { DiscountCodeIsland } from '../islands';
import '../components/staff.css';
import '../discount-codes/discount-codes.css';

/**
 * /staff/discount-codes/{code}: one code and its redemptions. Never indexed; whether the code exists is
 * known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function DiscountCodePage() {
  const { t } = useTranslation('backoffice');
  const { code = '' } = useParams();
  usePageHead({ title: t('pages.staffDiscountCode.title', { code }), description: t('pages.staffDiscountCode.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <DiscountCodeIsland code={code} />
    </div>
  );
}
