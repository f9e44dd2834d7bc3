import { cardBrandName, type StaffWarrantyRenewal } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../../components/Fact';
import { formatDateTime, languageName } from '../../components/format';
import { orderPath } from '../../components/order-path';
import { RenewalStatus } from './RenewalStatus';

/**
 * The piece and its order (to the order's page), the customer (the e-mails go out in their language),
 * the status, when each step was taken, the contribution and whether it is taken yet, and the way back.
 */
export function RenewalFacts({ renewal }: { renewal: StaffWarrantyRenewal }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const when = (value: string | null) => value && formatDateTime(value, locale);
  const { order, payment } = renewal;
  const steps = [
    ['receivedAt', when(renewal.receivedAt)],
    ['inServiceAt', when(renewal.inServiceAt)],
    ['sentBackAt', when(renewal.sentBackAt)],
    ['carrier', renewal.carrier],
    ['trackingNumber', renewal.trackingNumber],
  ] as const;
  return (
    <dl className="ama-staff-facts">
      <Fact term={t('warrantyRenewals.facts.piece')}>{renewal.name}</Fact>
      <Fact term={t('warrantyRenewals.facts.order')}>
        <LocaleLink to={orderPath(order.number)}>{order.number}</LocaleLink>
      </Fact>
      <Fact term={t('warrantyRenewals.facts.customer')}>{`${order.name} ${order.surname}`}</Fact>
      <Fact term={t('warrantyRenewals.facts.email')}>
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </Fact>
      <Fact term={t('warrantyRenewals.facts.language')}>{languageName(order.locale, locale)}</Fact>
      <Fact term={t('warrantyRenewals.facts.status')}>
        <RenewalStatus status={renewal.status} />
      </Fact>
      <Fact term={t('warrantyRenewals.facts.requestedAt')}>{when(renewal.requestedAt)}</Fact>
      <Fact term={t('warrantyRenewals.facts.contribution')}>
        {t(`warrantyRenewals.facts.payment.${payment.status}`, { amount: formatPrice(renewal.amountCents, locale), brand: cardBrandName(payment.brand), last4: payment.last4 })}
      </Fact>
      {steps.map(
        ([term, value]) =>
          value && (
            <Fact key={term} term={t(`warrantyRenewals.facts.${term}`)}>
              {value}
            </Fact>
          ),
      )}
    </dl>
  );
}
