import type { ReactNode } from 'react';
import { cardBrandName, formatPhoneInternational, type StaffOrder } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../components/Fact';
import { formatDateTime, languageName } from '../components/format';
import { Section } from '../components/Section';
import { OrderAddress } from './OrderAddress';
import { OrderLines } from './OrderLines';

/** One part of what the order says, a cell of the order page's grid. */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title} className="ama-staff-order__section">
      {children}
    </Section>
  );
}

/** The discount's row: its code, named as the club's free engraving when it was one. */
function discountTerm(order: StaffOrder, t: (key: string, values?: Record<string, string>) => string): string {
  if (!order.discountCode) return t('order.totals.discount');
  return t(order.discountKind === 'engraving' ? 'order.totals.engravingCode' : 'order.totals.discountCode', { code: order.discountCode });
}

/** Everything the order says: when and in which language, the customer, the addresses, the pieces, gift, discount, totals and payment. */
export function OrderDetails({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, locale);
  const { totals } = order;
  return (
    <>
      <OrderSection id="ama-staff-order-customer" title={t('order.customer.title')}>
        <dl className="ama-staff-facts">
          <Fact term={t('order.placed')}>{formatDateTime(order.placedAt, locale)}</Fact>
          <Fact term={t('order.language')}>{languageName(order.locale, locale)}</Fact>
          <Fact term={t('order.customer.name')}>{`${order.customer.name} ${order.customer.surname}`}</Fact>
          <Fact term={t('order.customer.email')}>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </Fact>
          <Fact term={t('order.customer.phone')}>
            <a href={`tel:${order.customer.phone.replace(/[^+\d]/g, '')}`}>{formatPhoneInternational(order.customer.phone)}</a>
          </Fact>
          {order.fiscalCode && <Fact term={t('order.customer.fiscalCode')}>{order.fiscalCode}</Fact>}
        </dl>
      </OrderSection>
      <OrderSection id="ama-staff-order-addresses" title={t('order.addresses.title')}>
        <div className="ama-staff-order__addresses">
          <div>
            <h3 className="ama-staff__subtitle">{t('order.addresses.shipping')}</h3>
            <OrderAddress address={order.shippingAddress} />
          </div>
          <div>
            <h3 className="ama-staff__subtitle">{t('order.addresses.billing')}</h3>
            <OrderAddress address={order.billingAddress} />
          </div>
        </div>
      </OrderSection>
      <OrderSection id="ama-staff-order-lines" title={t('order.lines.title')}>
        <OrderLines lines={order.lines} />
      </OrderSection>
      <OrderSection id="ama-staff-order-gift" title={t('order.gift.title')}>
        <dl className="ama-staff-facts">
          <Fact term={t('order.gift.wrapping')}>{t(order.giftWrapping ? 'order.gift.wrapped' : 'order.gift.notWrapped')}</Fact>
          <Fact term={t('order.gift.message')}>{order.giftMessage ? <q className="ama-staff__message">{order.giftMessage}</q> : t('order.gift.noMessage')}</Fact>
        </dl>
      </OrderSection>
      <OrderSection id="ama-staff-order-totals" title={t('order.totals.title')}>
        <dl className="ama-staff-facts ama-staff-facts--figures">
          <Fact term={t('order.totals.subtotal')}>{price(totals.subtotalCents)}</Fact>
          <Fact term={discountTerm(order, t)}>{totals.discountCents > 0 ? `−${price(totals.discountCents)}` : price(0)}</Fact>
          <Fact term={t('order.totals.shipping')}>{totals.shippingCents === 0 ? t('order.totals.free') : price(totals.shippingCents)}</Fact>
          <Fact term={t('order.totals.total')}>
            <strong>{price(totals.totalCents)}</strong>
          </Fact>
          <Fact term={t('order.payment.title')}>{t('order.payment.card', { brand: cardBrandName(order.payment.brand), last4: order.payment.last4 })}</Fact>
        </dl>
      </OrderSection>
    </>
  );
}
