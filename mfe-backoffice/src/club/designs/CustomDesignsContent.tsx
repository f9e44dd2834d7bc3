import { CLUB, CUSTOM_DESIGN_STATUSES, STAFF_LIMITS, type StaffCustomDesignList } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { useStaffCustomDesignsQuery } from '../../api';
import { StatusListPage } from '../../components/StatusListPage';
import { DESIGN_FILTERS } from './custom-design-filters';
import { CustomDesignsTable } from './CustomDesignsTable';
import { pagedListKind } from '../../components/PagedList';

const DESIGNS = pagedListKind('customDesigns', 'ama-staff-designs-list', STAFF_LIMITS.customDesignsPageSize, (list: StaffCustomDesignList) => list.designs);

/** /staff/club/designs (an island, backoffice/custom-designs): the customers' custom design requests, the newest first, a status filter and the pages, for a signed-in manager. */
export function CustomDesignsContent() {
  const { t } = useTranslation('backoffice');
  const fee = formatPrice(CLUB.customDesignFeeCents, useLocale());
  return (
    <StatusListPage
      title={t('customDesigns.pages.list.title')}
      intro={t('customDesigns.intro', { fee })}
      kind={DESIGNS}
      filters={DESIGN_FILTERS}
      statuses={CUSTOM_DESIGN_STATUSES}
      useList={useStaffCustomDesignsQuery}
      managersOnly
    >
      {(designs, caption) => <CustomDesignsTable designs={designs} caption={caption} />}
    </StatusListPage>
  );
}
