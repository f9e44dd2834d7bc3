import { STAFF_LIMITS, WARRANTY_RENEWAL_STATUSES, type StaffWarrantyRenewalList } from '@ama/contracts';
import { useStaffWarrantyRenewalsQuery } from '../../api';
import { pagedListKind } from '../../components/PagedList';
import { StatusListPage } from '../../components/StatusListPage';
import { WarrantyRenewalsTable } from './WarrantyRenewalsTable';

const RENEWALS = pagedListKind('warrantyRenewals', 'ama-staff-renewals-list', STAFF_LIMITS.warrantyRenewalsPageSize, (list: StaffWarrantyRenewalList) => list.renewals);

/** /staff/renewals (an island, backoffice/renewals): the warranty renewals, a status filter and the pages (both in the URL), for every signed-in member of staff. */
export const WarrantyRenewalsContent = () => (
  <StatusListPage kind={RENEWALS} statuses={WARRANTY_RENEWAL_STATUSES} useList={useStaffWarrantyRenewalsQuery}>
    {(renewals, caption) => <WarrantyRenewalsTable renewals={renewals} caption={caption} />}
  </StatusListPage>
);
