import { LocaleLink, READ_IN_BROWSER_ONLY, RemoteFragment, useLocale, usePageHead, useTranslation } from '@ama/platform';
import { Button, buttonClassName } from '@ama/shared-ui';
import { useCartQuery } from '../api';
import { CartLineItem } from '../cart/CartLineItem';
import { CartSummary } from '../cart/CartSummary';
import '../cart/cart.css';

/**
 * /cart (docs/requirements.md#cart): the lines, the discount code, the totals and the way to checkout, with the
 * wishlist's pieces below (the catalogue's WishlistStrip). The cart is personal: the server renders
 * the frame and the browser asks for the lines after hydration; no shopper's cart is ever cached.
 */
export function CartPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  usePageHead({ title: t('pages.cart.title'), description: t('pages.cart.intro'), robots: 'noindex' });
  const { data: cart, isError, refetch } = useCartQuery(locale, { skip: READ_IN_BROWSER_ONLY });

  return (
    <div className="ama-cart">
      <h1 className="ama-cart__title">{t('pages.cart.title')}</h1>
      <p className="ama-cart__intro">{t('pages.cart.intro')}</p>
      {isError && !cart ? (
        <div className="ama-cart__message" role="alert">
          <p>{t('cart.loadError')}</p>
          <Button theme="dark" size="s" onClick={() => void refetch()}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : !cart ? (
        <p className="ama-cart__message" aria-busy="true">
          {t('cart.loading')}
        </p>
      ) : cart.lines.length === 0 ? (
        <div className="ama-cart__message">
          <h2>{t('cart.empty.title')}</h2>
          <p>{t('cart.empty.text')}</p>
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to="/results">
            {t('cart.empty.continue')}
          </LocaleLink>
        </div>
      ) : (
        <div className="ama-cart__body">
          <section aria-label={t('cart.lines')}>
            <ul className="ama-cart__lines">
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
          </section>
          <CartSummary cart={cart} />
        </div>
      )}
      <RemoteFragment id="mfe_catalog/WishlistStrip" />
    </div>
  );
}
