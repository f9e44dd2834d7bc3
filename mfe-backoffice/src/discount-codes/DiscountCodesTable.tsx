import type { StaffDiscountCode } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { ActiveAction } from './ActiveAction';
import { CodeState } from './CodeState';
import { discountCodePath, type DiscountCodeSortKey } from './discount-code-filters';
import { useCodeTerms } from './use-code-terms';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';
import type { TableSort } from '../components/table-sort';

interface DiscountCodesTableProps {
  codes: readonly StaffDiscountCode[];
  caption: string;
  sort: TableSort<DiscountCodeSortKey>;
  onSort: (sort: TableSort<DiscountCodeSortKey>) => void;
}

/** The columns the API sorts by (the list comes a page at a time); the others are read off the row. */
const SORT_KEYS = { code: 'code', valid: 'validUntil', redemptions: 'redemptions' } as const;

/**
 * One row per code: the code (to its page, where its redemptions are) and a personal code's owner, the
 * discount, how often it may be used, its days, its minimum subtotal, how often it was used, whether it
 * is active, and the button that switches it; the code's, the days' and the uses' headers sort it. Below
 * a phone's width each row becomes a card (staff.css).
 */
export function DiscountCodesTable({ codes, caption, sort, onSort }: DiscountCodesTableProps) {
  const { t } = useTranslation('backoffice');
  const terms = useCodeTerms();
  const columns = useColumnNames('discountCodes.table', ['code', 'discount', 'usage', 'valid', 'minimum', 'redemptions', 'state', 'change']);
  return (
    <StaffTable className="ama-staff-codes ama-staff-table--figures" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
      {codes.map((code) => {
        const said = terms(code);
        return (
          <tr key={code.code}>
            <th scope="row">
              <LocaleLink to={discountCodePath(code.code)} className="ama-staff-codes__code">
                {code.code}
              </LocaleLink>
              {code.boundEmail && <span className="ama-staff__secondary">{t('discountCodes.personalOf', { email: code.boundEmail })}</span>}
            </th>
            <td data-label={columns.discount}>{said.discount}</td>
            <td data-label={columns.usage}>{said.usage}</td>
            <td data-label={columns.valid}>{said.valid}</td>
            <td data-label={columns.minimum}>{said.minimum}</td>
            <td data-label={columns.redemptions}>{code.redemptions}</td>
            <td data-label={columns.state}>
              <CodeState state={code.state} />
            </td>
            <td data-label={columns.change}>
              <ActiveAction code={code} />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
