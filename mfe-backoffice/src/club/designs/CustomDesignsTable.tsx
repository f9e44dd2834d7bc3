import type { CustomDesign } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { formatDate } from '../../components/format';
import { RecordsTable, RowTitle } from '../../components/RecordsTable';
import { useColumnNames } from '../../components/use-column-names';
import { customDesignPath } from './custom-design-filters';
import { DesignStatus } from './DesignStatus';

/**
 * One row per request, in the API's order (the newest first, so none is sorted here): the customer (to
 * the design's page, where its steps are) with the e-mail, the piece, the budget, the status, where the
 * fee stands and the day it was asked. Below a phone's width each row becomes a card (staff.css).
 */
export function CustomDesignsTable({ designs, caption }: { designs: readonly CustomDesign[]; caption: string }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('customDesigns.table', ['customer', 'piece', 'budget', 'status', 'fee', 'requestedAt']);
  const cells = (design: CustomDesign) => ({
    piece: t(`customDesigns.pieces.${design.pieceKind}`),
    budget: formatPrice(design.budgetEuros * 100, locale),
    status: <DesignStatus status={design.status} />,
    fee: t(`customDesigns.fee.states.${design.fee}`),
    requestedAt: formatDate(design.requestedAt, locale),
  });
  const title = (design: CustomDesign) => (
    <RowTitle to={customDesignPath(design.id)} className="ama-staff-designs__customer" secondary={design.email}>
      {design.name}
    </RowTitle>
  );
  return <RecordsTable className="ama-staff-designs" caption={caption} columns={columns} rows={designs} title={title} cells={cells} />;
}
