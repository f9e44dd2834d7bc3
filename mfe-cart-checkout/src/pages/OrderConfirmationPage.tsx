import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { cardBrandName } from '@ama/contracts';
import { CartFigures } from '../cart/CartFigures';
import { useOrderQuery } from '../checkout/checkout-api';
import { OrderStatusSection } from '../order-status/OrderStatusSection';
import { ReturnsSection } from '../order-status/ReturnsSection';
import { RenewalSection } from '../order-status/RenewalSection';
import { OrderLineList } from '../order-status/OrderLineList';
import { ShipsBy } from '../cart/ShipsBy';
import '../cart/cart.css';

/**
 * /order-confirmation?order=<reference> (docs/requirements.md#checkout): thank you, the order number, where the order is
 * now (the link of every e-mail about it leads here) and its summary. The
 * reference is opaque and the BFF answers it only to the visitor who placed the order; anyone else,
 * or a reference that does not exist, sees that there is no such order here.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  usePageHead({ title: t('pages.orderConfirmation.title'), description: t('pages.orderConfirmation.intro'), robots: 'noindex' });
  const reference = useSearchParams()[0].get('order') ?? '';
  const { data, isError } = useOrderQuery({ locale, reference }, { skip: READ_IN_BROWSER_ONLY || reference === '', refetchOnMountOrArgChange: true });
  const order = data?.order;

  if (reference === '' || isError) {
    return (
      <div className="ama-cart">
        <h1 className="ama-cart__title">{t('confirmation.notFound.title')}</h1>
        <div className="ama-cart__message">
          <p>{t('confirmation.notFound.text')}</p>
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to="/">
            {t('confirmation.home')}
          </LocaleLink>
        </div>
      </div>
    );
  }

  return (
    <div className="ama-cart ama-confirmation">
      <h1 className="ama-cart__title">{t('pages.orderConfirmation.title')}</h1>
      {!order ? (
        <p className="ama-cart__message" aria-busy="true">
          {t('confirmation.loading')}
        </p>
      ) : (
        <>
          <p className="ama-confirmation__number">
            {t('confirmation.number')} <strong className="ama-confirmation__number-value">{order.number}</strong>
          </p>
          <p className="ama-confirmation__lead">{t('confirmation.mail', { email: order.email })}</p>
          <OrderStatusSection status={order.status} history={order.history} />
          <ReturnsSection order={order} />
          <RenewalSection order={order} />
          <section className="ama-cart-summary" aria-labelledby="ama-confirmation-summary">
            <h2 id="ama-confirmation-summary">{t('confirmation.summary')}</h2>
            <OrderLineList lines={order.lines} />
            <CartFigures
              discountCents={order.totals.discountCents}
              discountCode={order.discountCode}
              discountKind={order.discountKind}
              shippingCents={order.totals.shippingCents}
              totalCents={order.totals.totalCents}
            />
            <p>
              {t('confirmation.shipTo')}: {order.customer.name} {order.customer.surname}, {order.shippingAddress.address}, {order.shippingAddress.zipCode}{' '}
              {order.shippingAddress.city} ({order.shippingAddress.country})
            </p>
            <ShipsBy day={order.shipsBy} />
            {order.giftWrapping && <p>{t('confirmation.giftWrapping')}</p>}
            {order.giftMessage && (
              <figure className="ama-confirmation__gift-message">
                <figcaption>{t('confirmation.giftMessage')}</figcaption>
                <blockquote>{order.giftMessage}</blockquote>
              </figure>
            )}
            <p>{t('confirmation.paidWith', { brand: cardBrandName(order.payment.brand), last4: order.payment.last4 })}</p>
          </section>
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to="/results">
            {t('cart.empty.continue')}
          </LocaleLink>
        </>
      )}
    </div>
  );
}
