import { useTranslation } from 'react-i18next';
import type { Cart } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { DiscountForm } from './DiscountForm';

/** Subtotal, discount, shipping, total and total items, the discount code, and the way to checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <aside className="ama-cart-summary" aria-labelledby="ama-cart-summary">
      <h2 id="ama-cart-summary">{t('summary.title')}</h2>
      <DiscountForm applied={cart.discount} />
      <dl className="ama-cart-summary__figures">
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{cart.totalItems}</dd>
        </div>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{formatPrice(cart.subtotalCents, locale)}</dd>
        </div>
        {cart.discountCents > 0 && (
          <div>
            <dt>{t('summary.discount', { code: cart.discount?.code ?? '' })}</dt>
            <dd>−{formatPrice(cart.discountCents, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd>{cart.shippingCents === 0 ? t('summary.freeShipping') : formatPrice(cart.shippingCents, locale)}</dd>
        </div>
        <div className="ama-cart-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatPrice(cart.totalCents, locale)}</dd>
        </div>
      </dl>
      {cart.checkoutBlocked ? (
        <p className="ama-cart-summary__blocked" role="alert">
          {t('summary.blocked')}
        </p>
      ) : (
        <LocaleLink className={buttonClassName({ theme: 'dark', size: 'l', fullWidth: true })} to="/checkout">
          {t('summary.checkout')}
        </LocaleLink>
      )}
    </aside>
  );
}
