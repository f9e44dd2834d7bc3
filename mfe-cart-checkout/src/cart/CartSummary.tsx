import type { Cart } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { CartFigures } from './CartFigures';
import { DiscountForm } from './DiscountForm';
import { ShipsBy } from './ShipsBy';

/** Subtotal, discount, shipping, total and total items, the discount code, and the way to checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  return (
    <aside className="ama-cart-summary" aria-labelledby="ama-cart-summary">
      <h2 id="ama-cart-summary">{t('summary.title')}</h2>
      <DiscountForm applied={cart.discount} />
      <CartFigures
        totalItems={cart.totalItems}
        subtotalCents={cart.subtotalCents}
        discountCents={cart.discountCents}
        discountCode={cart.discount?.code ?? null}
        discountKind={cart.discount?.kind ?? null}
        shippingCents={cart.shippingCents}
        totalCents={cart.totalCents}
      />
      <ShipsBy day={cart.shipsBy} />
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
