import type { StaffDiscountCode } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { ActiveAction } from './ActiveAction';
import { CodeState } from './CodeState';
import { discountCodePath } from './discount-code-filters';
import { useCodeTerms } from './use-code-terms';
import { StaffTableHead } from '../components/StaffTableHead';

interface DiscountCodesTableProps {
  codes: readonly StaffDiscountCode[];
  csrfToken: string;
  caption: string;
}

/**
 * One row per code: the code (to its page, where its redemptions are) and a personal code's owner, the
 * discount, how often it may be used, its days, its minimum subtotal, how often it was used, whether it
 * is active, and the button that switches it. Below a phone's width each row becomes a card (staff.css).
 */
export function DiscountCodesTable({ codes, csrfToken, caption }: DiscountCodesTableProps) {
  const { t } = useTranslation('backoffice');
  const terms = useCodeTerms();
  const columns = {
    discount: t('discountCodes.table.discount'),
    usage: t('discountCodes.table.usage'),
    valid: t('discountCodes.table.valid'),
    minimum: t('discountCodes.table.minimum'),
    redemptions: t('discountCodes.table.redemptions'),
    state: t('discountCodes.table.state'),
    change: t('discountCodes.table.change'),
  };
  return (
    <table className="ama-staff-table ama-staff-codes">
      <StaffTableHead caption={caption} rowHeader={t('discountCodes.table.code')} columns={columns} />
      <tbody>
        {codes.map((code) => {
          const said = terms(code);
          return (
            <tr key={code.code}>
              <th scope="row">
                <LocaleLink to={discountCodePath(code.code)} className="ama-staff-codes__code">
                  {code.code}
                </LocaleLink>
                {code.boundEmail && <span className="ama-staff-codes__owner">{t('discountCodes.personalOf', { email: code.boundEmail })}</span>}
              </th>
              <td data-label={columns.discount}>{said.discount}</td>
              <td data-label={columns.usage}>{said.usage}</td>
              <td data-label={columns.valid}>{said.valid}</td>
              <td data-label={columns.minimum}>{said.minimum}</td>
              <td data-label={columns.redemptions}>{code.redemptions}</td>
              <td data-label={columns.state}>
                <CodeState active={code.active} />
              </td>
              <td data-label={columns.change}>
                <ActiveAction code={code} csrfToken={csrfToken} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
