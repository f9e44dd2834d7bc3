import type { CustomDesign } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { formatDate } from '../../components/format';
import { StaffTable } from '../../components/StaffTable';
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
  return (
    <StaffTable className="ama-staff-designs" caption={caption} columns={columns}>
      {designs.map((design) => (
        <tr key={design.id}>
          <th scope="row">
            <LocaleLink to={customDesignPath(design.id)} className="ama-staff-designs__customer">
              {design.name}
            </LocaleLink>
            <span className="ama-staff__secondary">{design.email}</span>
          </th>
          <td data-label={columns.piece}>{t(`customDesigns.pieces.${design.pieceKind}`)}</td>
          <td data-label={columns.budget}>{formatPrice(design.budgetEuros * 100, locale)}</td>
          <td data-label={columns.status}>
            <DesignStatus status={design.status} />
          </td>
          <td data-label={columns.fee}>{t(`customDesigns.fee.states.${design.fee}`)}</td>
          <td data-label={columns.requestedAt}>{formatDate(design.requestedAt, locale)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
