import { usePageHead, useTranslation } from '@ama/platform';
import { DiscountCodesIsland } from '../islands';
import '../components/staff.css';
import '../discount-codes/discount-codes.css';

/** /staff/discount-codes: the managers' discount codes. Never indexed; staff data is read in the browser only (the island). */
export function DiscountCodesPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffDiscountCodes.title'), description: t('pages.staffDiscountCodes.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <DiscountCodesIsland />
    </div>
  );
}
