import type { Cart } from '@ama/contracts';
import { CartFigures } from '../cart/CartFigures';
import { ShipsBy } from '../cart/ShipsBy';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';

/** The cart beside the form: what is being bought, and the total the shopper is about to pay. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <aside className="ama-cart-summary" aria-labelledby="ama-checkout-summary">
      <h2 id="ama-checkout-summary">{t('summary.title')}</h2>
      <ul className="ama-checkout__summary-lines">
        {cart.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{formatPrice(line.lineTotalCents, locale)}</span>
          </li>
        ))}
      </ul>
      <CartFigures
        subtotalCents={cart.subtotalCents}
        discountCents={cart.discountCents}
        discountCode={cart.discount?.code ?? null}
        discountKind={cart.discount?.kind ?? null}
        shippingCents={cart.shippingCents}
        totalCents={cart.totalCents}
      />
      <ShipsBy day={cart.shipsBy} />
      <LocaleLink className="ama-cart-summary__link" to="/cart">
        {t('checkout.editCart')}
      </LocaleLink>
    </aside>
  );
}
