import type { StaffDiscountCodeResponse } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffDiscountCodeQuery } from '../api';
import { Fact } from '../components/Fact';
import { formatDateTime } from '../components/format';
import { RecordLoader } from '../components/RecordLoader';
import { RecordPage } from '../components/RecordPage';
import { Section } from '../components/Section';
import { ActiveAction } from './ActiveAction';
import { CodeState } from './CodeState';
import { RedemptionsTable } from './RedemptionsTable';
import { useCodeTerms } from './use-code-terms';

/** /staff/discount-codes/{code} (an island, backoffice/discount-code): one code and who used it, for a manager. */
export function DiscountCodeContent({ code }: { code: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t('pages.staffDiscountCode.title', { code })} back={{ to: patterns.staffDiscountCodes, label: t('discountCode.back') }}>
      <DiscountCodeView code={code} />
    </RecordPage>
  );
}

function DiscountCodeView({ code }: { code: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: the code is used meanwhile. A staff-role session is answered 403.
  const request = useStaffDiscountCodeQuery(code, { refetchOnMountOrArgChange: true });
  return (
    <RecordLoader request={request} loading={t('discountCode.loading')} notFound={t('discountCode.notFound')}>
      {(details) => <DiscountCodeDetails details={details} />}
    </RecordLoader>
  );
}

/** The code's rules and state (with the switch) beside its redemptions on a wide screen, above them on a phone. */
function DiscountCodeDetails({ details: { code, redemptions } }: { details: StaffDiscountCodeResponse }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const said = useCodeTerms()(code);
  return (
    <div className="ama-staff-split ama-staff-code">
      <Section id="ama-staff-code-facts" title={t('discountCode.facts.title')}>
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
      </Section>
      <Section id="ama-staff-code-redemptions" title={t('discountCode.redemptions.title')}>
        {redemptions.length === 0 ? <p className="ama-staff__empty">{t('discountCode.redemptions.empty')}</p> : <RedemptionsTable redemptions={redemptions} />}
      </Section>
    </div>
  );
}
