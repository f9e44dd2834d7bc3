import { productImageUrl, type WishlistItem } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button, buttonClassName, icons, VisuallyHidden } from '@ama/shared-ui';
import { useMoveToCartMutation, useRemoveFromWishlistMutation } from '../api';
import { problemKey } from './wishlist-problems';
import { ProductPicture } from '../components/ProductPicture';

/** The saved choices a shopper reads back: "Rose gold · Size 14 · 0.50 ct · “Forever”". */
function useChoiceSummary(item: WishlistItem) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const parts: string[] = [];
  if (item.options.gold) parts.push(t(`filters.gold.values.${item.options.gold}`));
  if (item.options.size) parts.push(t('wishlist.size', { size: item.options.size }));
  // '0.30' as the shopper's language writes it: 0,30 ct in Italian, Spanish and German.
  if (item.options.carat) parts.push(t('wishlist.carat', { carat: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(Number(item.options.carat)) }));
  if (item.options.engraving) parts.push(t('wishlist.engraving', { text: item.options.engraving }));
  return parts.join(' · ');
}

/**
 * One saved piece: render, name, saved choices and price, with "move to cart" (docs/requirements.md#wishlist: the piece goes
 * to the cart and the shopper sees it did) and "remove". A piece still missing a required choice (a
 * ring's size) leads to its page to choose it; an unavailable one can only be removed.
 */
interface WishlistEntryProps {
  item: WishlistItem;
  compact?: boolean;
  /** Called once the piece left the wishlist (moved or removed): its list says so and keeps the focus. */
  onLeft: (item: WishlistItem, movedToCart: boolean) => void;
}

export function WishlistEntry({ item, compact = false, onLeft }: WishlistEntryProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const [move, moving] = useMoveToCartMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const summary = useChoiceSummary(item);
  const product = `/product/${item.sku}`;
  const needsChoice = item.missing.length > 0;
  const image = item.options.gold ? productImageUrl(item.sku, item.options.gold) : item.imageUrl;

  return (
    <li className={compact ? 'ama-wishlist-entry ama-wishlist-entry--compact' : 'ama-wishlist-entry'}>
      <LocaleLink className="ama-wishlist-entry__image" to={product} tabIndex={-1} aria-hidden="true">
        <ProductPicture src={image} sizes="160px" width={160} height={160} loading="lazy" />
      </LocaleLink>
      <div className="ama-wishlist-entry__text">
        <LocaleLink className="ama-wishlist-entry__name" to={product}>
          {item.name}
        </LocaleLink>
        <span className="ama-wishlist-entry__meta">{item.collectionName}</span>
        {summary && <span className="ama-wishlist-entry__meta">{summary}</span>}
        <span className="ama-wishlist-entry__price">{formatPrice(item.configuredPriceCents, locale)}</span>
        {!item.available && <span className="ama-card__unavailable">{t('results.unavailable')}</span>}
      </div>
      <div className="ama-wishlist-entry__actions">
        {item.available && !needsChoice && (
          <Button theme="dark" size="s" loading={moving.isLoading} onClick={() => void move({ locale, sku: item.sku }).then((result) => 'data' in result && onLeft(item, true))}>
            {t('wishlist.moveToCart')}
          </Button>
        )}
        {item.available && needsChoice && (
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 's' })} to={product}>
            {t('wishlist.chooseSize')}
          </LocaleLink>
        )}
        <Button
          theme="text"
          size="s"
          loading={removing.isLoading}
          icon={<icons.Trash aria-hidden size={16} />}
          onClick={() => void remove({ locale, sku: item.sku }).then((result) => 'data' in result && onLeft(item, false))}
        >
          {t('wishlist.remove')}
          <VisuallyHidden>: {item.name}</VisuallyHidden>
        </Button>
        {(moving.isError || removing.isError) && (
          <p className="ama-wishlist-entry__error" role="alert">
            {t(problemKey(moving.error ?? removing.error))}
          </p>
        )}
      </div>
    </li>
  );
}
