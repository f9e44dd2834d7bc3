import { useTranslation } from 'react-i18next';
import { productImageUrl, type GoldColour, type ProductSummary } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale } from '@ama/platform';

/** One jewel of a listing: its render, name, collection and starting price, leading to its page. */
export function ProductCard({ product, eager, gold }: { product: ProductSummary; eager: boolean; gold?: GoldColour }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  return (
    <LocaleLink className="ama-card" to={`/product/${product.sku}`}>
      <span className="ama-card__image">
        <img src={gold && product.goldColours.includes(gold) ? productImageUrl(product.sku, gold) : product.imageUrl} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </span>
      <span className="ama-card__name">{product.name}</span>
      <span className="ama-card__collection">{product.collectionName}</span>
      <span className="ama-card__price">{t('results.from', { price: formatPrice(product.priceCents, locale) })}</span>
      {!product.available && <span className="ama-card__unavailable">{t('results.unavailable')}</span>}
    </LocaleLink>
  );
}
