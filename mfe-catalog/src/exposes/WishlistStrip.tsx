import type { FragmentProps } from '@ama/contracts';
import { createFragment, useLocale, useTranslation } from '@ama/platform';
import { useWishlistQuery } from '../api';
import { messageLoader } from '../i18n/load-messages';
import { WishlistItems } from '../wishlist/WishlistItems';

/** The saved pieces in a row, with move to cart; nothing at all while the wishlist is empty. */
function Strip() {
  const { t } = useTranslation('catalog');
  const { data: wishlist } = useWishlistQuery(useLocale());
  if (!wishlist || wishlist.items.length === 0) return null;
  return (
    <section className="ama-wishlist-strip" aria-labelledby="ama-wishlist-strip">
      <h2 id="ama-wishlist-strip">{t('wishlist.stripTitle', { count: wishlist.count })}</h2>
      <WishlistItems items={wishlist.items} compact />
    </section>
  );
}

/** Exposed as 'mfe_catalog/WishlistStrip': the cart page shows the wishlist's pieces; no props (ADR 007). */
export const WishlistStrip = createFragment<FragmentProps['mfe_catalog/WishlistStrip']>({
  remote: 'mfe_catalog',
  fragment: 'WishlistStrip',
  namespace: 'catalog',
  messages: messageLoader,
  Component: Strip,
});

export default WishlistStrip;
