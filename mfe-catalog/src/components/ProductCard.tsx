import { productImageUrl, type GoldColour, type ProductSummary } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { productHref } from '../results/ring-size';
import { ProductPicture } from './ProductPicture';

/**
 * One jewel of a listing: its render, name, collection and starting price, leading to its page (a ring's
 * with the shopper's size, when the listing knows it).
 */
export function ProductCard({ product, eager, first = false, gold, size }: { product: ProductSummary; eager: boolean; first?: boolean; gold?: GoldColour; size?: number }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const image = gold && product.goldColours.includes(gold) ? productImageUrl(product.sku, gold) : product.imageUrl;
  return (
    <LocaleLink className="ama-card" to={productHref(product, size)}>
      <span className="ama-card__image">
        <ProductPicture
          src={image}
          // Two columns on a phone, three wider.
          sizes="(min-width: 48rem) 20rem, 50vw"
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          // The page's largest paint on a phone: asked for ahead of the other pictures.
          fetchPriority={first ? 'high' : undefined}
        />
      </span>
      <span className="ama-card__name">{product.name}</span>
      <span className="ama-card__collection">{product.collectionName}</span>
      <span className="ama-card__price">{t('results.from', { price: formatPrice(product.priceCents, locale) })}</span>
      {!product.available && <span className="ama-card__unavailable">{t('results.unavailable')}</span>}
    </LocaleLink>
  );
}
