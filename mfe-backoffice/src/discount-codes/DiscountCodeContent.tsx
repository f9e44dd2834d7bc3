import type { ReactNode } from 'react';
import type { StaffDiscountCodeResponse } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useStaffDiscountCodeQuery } from '../api';
import { formatDateTime } from '../components/format';
import { LoadProblem } from '../components/LoadProblem';
import { orderPath } from '../components/order-path';
import { StaffGate } from '../session/StaffGate';
import { ActiveAction } from './ActiveAction';
import { CodeState } from './CodeState';
import { useCodeTerms } from './use-code-terms';

/** /staff/discount-codes/{code} (an island, backoffice/discount-code): one code and who used it, for a manager. */
export function DiscountCodeContent({ code }: { code: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <StaffGate title={t('pages.staffDiscountCode.title', { code })}>
      {() => (
        <>
          <p className="ama-staff__back">
            <LocaleLink to={patterns.staffDiscountCodes}>{t('discountCode.back')}</LocaleLink>
          </p>
          <DiscountCodeView code={code} />
        </>
      )}
    </StaffGate>
  );
}

function DiscountCodeView({ code }: { code: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: the code is used meanwhile. A staff-role session is answered 403.
  const { data, isError, error, isFetching, refetch } = useStaffDiscountCodeQuery(code, { refetchOnMountOrArgChange: true });
  if (isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} notFound={t('discountCode.notFound')} />;
  if (!data) {
    return (
      <p className="ama-staff__loading" role="status">
        {t('discountCode.loading')}
      </p>
    );
  }
  return <DiscountCodeDetails details={data} />;
}

/** A term and its value, in a definition list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The code's rules and state (with the switch) beside its redemptions on a wide screen, above them on a phone. */
function DiscountCodeDetails({ details: { code, redemptions } }: { details: StaffDiscountCodeResponse }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const said = useCodeTerms()(code);
  return (
    <div className="ama-staff-code">
      <section aria-labelledby="ama-staff-code-facts">
        <h2 id="ama-staff-code-facts" className="ama-staff__section-title">
          {t('discountCode.facts.title')}
        </h2>
        <dl className="ama-staff-facts">
          <Fact term={t('discountCodes.table.state')}>
            <CodeState state={code.state} />
          </Fact>
          <Fact term={t('discountCodes.table.discount')}>{said.discount}</Fact>
          <Fact term={t('discountCodes.table.usage')}>{said.usage}</Fact>
          <Fact term={t('discountCodes.table.valid')}>{said.valid}</Fact>
          <Fact term={t('discountCodes.table.minimum')}>{said.minimum}</Fact>
          {code.boundEmail && <Fact term={t('discountCode.facts.owner')}>{code.boundEmail}</Fact>}
          <Fact term={t('discountCode.facts.created')}>{formatDateTime(code.createdAt, locale)}</Fact>
          <Fact term={t('discountCodes.table.redemptions')}>{code.redemptions}</Fact>
        </dl>
        <p className="ama-staff-code__switch">
          <ActiveAction code={code} />
        </p>
      </section>
      <section aria-labelledby="ama-staff-code-redemptions">
        <h2 id="ama-staff-code-redemptions" className="ama-staff__section-title">
          {t('discountCode.redemptions.title')}
        </h2>
        {redemptions.length === 0 ? (
          <p className="ama-staff__empty">{t('discountCode.redemptions.empty')}</p>
        ) : (
          <table className="ama-staff-table ama-staff-redemptions">
            <caption>
              <VisuallyHidden>{t('discountCode.redemptions.title')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('discountCode.redemptions.email')}</th>
                <th scope="col">{t('discountCode.redemptions.order')}</th>
                <th scope="col">{t('discountCode.redemptions.at')}</th>
              </tr>
            </thead>
            <tbody>
              {redemptions.map((redemption) => (
                <tr key={`${redemption.email}-${redemption.redeemedAt}`}>
                  <th scope="row">{redemption.email}</th>
                  <td data-label={t('discountCode.redemptions.order')}>
                    {redemption.orderNumber ? <LocaleLink to={orderPath(redemption.orderNumber)}>{redemption.orderNumber}</LocaleLink> : t('discountCode.redemptions.noOrder')}
                  </td>
                  <td data-label={t('discountCode.redemptions.at')}>{formatDateTime(redemption.redeemedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
