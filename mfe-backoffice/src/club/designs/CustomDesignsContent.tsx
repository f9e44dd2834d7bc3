import { CLUB, CUSTOM_DESIGN_STATUSES, STAFF_LIMITS, type StaffCustomDesignList } from '@ama/contracts';
import { formatPrice, useLocale } from '@ama/platform';
import { useStaffCustomDesignsQuery } from '../../api';
import { pagedListKind } from '../../components/PagedList';
import { StatusListPage } from '../../components/StatusListPage';
import { CustomDesignsTable } from './CustomDesignsTable';

const DESIGNS = pagedListKind('customDesigns', 'ama-staff-designs-list', STAFF_LIMITS.customDesignsPageSize, (list: StaffCustomDesignList) => list.designs);

/** /staff/club/designs (an island, backoffice/custom-designs): the customers' custom design requests, the newest first, a status filter and the pages, for a signed-in manager; the intro names the fee held. */
export function CustomDesignsContent() {
  const fee = formatPrice(CLUB.customDesignFeeCents, useLocale());
  return (
    <StatusListPage kind={DESIGNS} statuses={CUSTOM_DESIGN_STATUSES} useList={useStaffCustomDesignsQuery} introValues={{ fee }} managersOnly>
      {(designs, caption) => <CustomDesignsTable designs={designs} caption={caption} />}
    </StatusListPage>
  );
}
