import { STAFF_LIMITS, WARRANTY_RENEWAL_STATUSES, type StaffWarrantyRenewalList } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffWarrantyRenewalsQuery } from '../../api';
import { StatusListPage } from '../../components/StatusListPage';
import { RENEWAL_FILTERS } from './renewal-filters';
import { WarrantyRenewalsTable } from './WarrantyRenewalsTable';
import { pagedListKind } from '../../components/PagedList';

const RENEWALS = pagedListKind('warrantyRenewals', 'ama-staff-renewals-list', STAFF_LIMITS.warrantyRenewalsPageSize, (list: StaffWarrantyRenewalList) => list.renewals);

/** /staff/renewals (an island, backoffice/renewals): the warranty renewals, a status filter and the pages (both in the URL), for every signed-in member of staff. */
export function WarrantyRenewalsContent() {
  const { t } = useTranslation('backoffice');
  return (
    <StatusListPage
      kind={RENEWALS}
      filters={RENEWAL_FILTERS}
      statuses={WARRANTY_RENEWAL_STATUSES}
      useList={useStaffWarrantyRenewalsQuery}
      title={t('warrantyRenewals.pages.list.title')}
      intro={t('warrantyRenewals.intro')}
    >
      {(renewals, caption) => <WarrantyRenewalsTable renewals={renewals} caption={caption} />}
    </StatusListPage>
  );
}
