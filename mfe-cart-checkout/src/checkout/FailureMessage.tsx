import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import type { OrderFailure } from './order-outcome';

/** Why the attempt to pay gave no order, and what the shopper can do now; the form stays as it was. */
export function FailureMessage({ failure }: { failure: OrderFailure }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (failure.kind === 'fields') return null;
  return (
    <div className="ama-checkout__failure" role="alert">
      {failure.kind === 'payment' && (
        <>
          <p className="ama-checkout__failure-title">{t('checkout.failure.payment')}</p>
          <p>{t(failure.reason === 'invalid_card' ? 'checkout.failure.invalidCard' : 'checkout.failure.declined')}</p>
        </>
      )}
      {failure.kind === 'totalChanged' && <p>{t('checkout.failure.totalChanged', { total: formatPrice(failure.cart.totalCents, locale) })}</p>}
      {(failure.kind === 'unavailable' || failure.kind === 'emptyCart' || failure.kind === 'discount') && (
        <p>
          {/* An engraving code with no engraved piece left: the cart's own words, since "bound or used" would mislead. */}
          {t(failure.kind === 'discount' && failure.reason === 'no_engraving' ? 'discount.errors.no_engraving' : `checkout.failure.${failure.kind}`)}{' '}
          <LocaleLink to="/cart">{t('checkout.editCart')}</LocaleLink>
        </p>
      )}
      {failure.kind === 'rateLimited' && <p>{t('checkout.failure.rateLimited')}</p>}
      {failure.kind === 'inProgress' && <p>{t('checkout.failure.inProgress')}</p>}
      {failure.kind === 'unreachable' && <p>{t('checkout.failure.unreachable')}</p>}
    </div>
  );
}
