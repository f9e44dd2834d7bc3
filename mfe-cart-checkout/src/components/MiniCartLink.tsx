import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { icons, toolLinkClassName, ToolLinkContent } from '@ama/shared-ui';
import { useCartQuery } from '../api';
import './mini-cart.css';

/** How many lines the summary lists before "and N more". */
const SUMMARY_LINES = 3;

/**
 * The header's cart (exposed as ./MiniCart): a link whose badge is the number of pieces, and on hover
 * or focus a short summary of the lines and the total. The cart is personal: it is asked for in the
 * browser only, after hydration, and every write elsewhere replaces or invalidates it.
 */
export function MiniCartLink() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { data: cart, isError } = useCartQuery(locale);
  const count = cart?.totalItems ?? 0;
  const label = isError ? t('miniCart.unavailable') : t('miniCart.label', { count });
  return (
    <div className="ama-mini-cart">
      <LocaleLink to="/cart" className={toolLinkClassName(isError)} aria-label={label}>
        <ToolLinkContent icon={<icons.ShoppingBag aria-hidden />} count={count} unavailable={isError} />
      </LocaleLink>
      {cart && cart.lines.length > 0 && (
        <div className="ama-mini-cart__summary" aria-hidden="true">
          <ul>
            {cart.lines.slice(0, SUMMARY_LINES).map((line) => (
              <li key={line.id}>
                <span>{line.name}</span>
                <span>×{line.quantity}</span>
              </li>
            ))}
          </ul>
          {cart.lines.length > SUMMARY_LINES && <p>{t('miniCart.more', { count: cart.lines.length - SUMMARY_LINES })}</p>}
          <p className="ama-mini-cart__total">
            <span>{t('miniCart.total')}</span>
            <span>{formatPrice(cart.totalCents, locale)}</span>
          </p>
        </div>
      )}
    </div>
  );
}
