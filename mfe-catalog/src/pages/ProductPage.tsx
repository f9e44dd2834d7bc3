import { useState } from 'react';
import { toSlug, type ProductDetail } from '@ama/contracts';
import { island, LocaleLink, NotFound, useLocale, usePageHead, useParams, useSearchParams, useTranslation } from '@ama/platform';
import { useProductQuery } from '../api';
import { ProductPicture } from '../components/ProductPicture';
import { choiceOptions, Configurator, initialChoice, missingOptions, optionControlId } from '../components/Configurator';
import { PurchaseActions } from '../components/PurchaseActions';
import { LoadFailure } from '../components/LoadFailure';
import { ProductGrid } from '../components/ProductGrid';
import { readRingSize } from '../results/ring-size';
import '../components/product.css';

const SKU = /^[A-Za-z0-9-]{1,40}$/;
const PROMISES = ['diamonds', 'gold', 'handmade', 'serial', 'tree', 'shipping', 'certificate', 'carat'] as const;

/** schema.org Product with its Offer, for search engines (in the server's HTML). */
function productJsonLd(product: ProductDetail, origin = '') {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.description,
    image: origin + product.imageUrl,
    brand: { '@type': 'Brand', name: 'AMA' },
    category: product.categoryName,
    offers: {
      '@type': 'Offer',
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    },
  };
}

/** /product/{sku}: the jewel, its configurator with the server's price, the brand's promises, similar pieces. */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const sku = useParams().sku ?? '';
  const locale = useLocale();
  const valid = SKU.test(sku);
  // The shopper's ring size (from the guide, through the listing): chosen if this piece comes in it.
  const size = readRingSize(useSearchParams()[0].get('size'));
  const { data: product, error, refetch } = useProductQuery({ sku: sku.toUpperCase(), locale }, { skip: !valid });
  if (!valid || (error && 'status' in error && error.status === 404)) return <NotFound />;
  if (error) return <LoadFailure message={t('product.loadError')} onRetry={() => void refetch()} />;
  // Keyed by product and size: another jewel, or another size in the URL, starts the configurator again.
  return product ? <ProductDetailsIsland key={`${product.sku}-${size ?? ''}`} sku={product.sku} size={size} /> : <ProductSkeleton />;
}

/**
 * The island of a jewel's page (docs/adr-009-islands.md): gallery, configurator, buttons and
 * suggestions, since the chosen gold changes the picture. Its product comes from the store (the page's
 * query) by its sku.
 */
const ProductDetailsIsland = island('catalog/product-details', function ProductDetails({ sku, size }: { sku: string; size?: number }) {
  const { data: product } = useProductQuery({ sku, locale: useLocale() });
  return product ? <ProductView product={product} size={size} /> : <ProductSkeleton />;
});

function ProductSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="ama-product" aria-busy="true">
      <div className="ama-product__main">
        <div className="ama-product__gallery" />
        <div className="ama-product__summary">
          <h1 className="ama-product__name">{t('pages.product.title')}</h1>
        </div>
      </div>
    </div>
  );
}

function ProductView({ product, size }: { product: ProductDetail; size?: number }) {
  const { t } = useTranslation('catalog');
  // The same on the server and in the browser (both read the URL), so the hydrated select matches.
  const [choice, setChoice] = useState(() => initialChoice(product, size));
  const [quantity, setQuantity] = useState(1);
  const [flagged, setFlagged] = useState<string[]>([]);
  const choose = (next: typeof choice) => {
    setChoice(next);
    setFlagged((types) => types.filter((type) => !next[type]));
  };
  /** A ring needs its size before it goes to the cart: say so at the field and move the focus there. */
  const readyForCart = () => {
    const missing = missingOptions(product, choice);
    setFlagged(missing);
    if (missing[0]) document.getElementById(optionControlId(missing[0]))?.focus();
    return missing.length === 0;
  };
  usePageHead({ title: product.name, description: product.description, image: product.imageUrl, jsonLd: [productJsonLd(product)] });
  const gold = choice.GOLD_COLOUR ?? product.defaultGold;
  const image = product.images.find((entry) => entry.gold === gold)?.url ?? product.imageUrl;
  const material = product.options.find((option) => option.type === 'MATERIAL')?.values[0]?.label;
  return (
    <div className="ama-product">
      {/* The picture and the configurator: the sticky picture stays inside this pair, never over what follows. */}
      <div className="ama-product__main">
        <div className="ama-product__gallery">
          <ProductPicture
            src={image}
            sizes="(min-width: 60rem) 40rem, 100vw"
            alt={t('product.imageAlt', { name: product.name })}
            width={640}
            height={640}
            fetchPriority="high"
            // The page's largest paint: not put off to a later frame by an asynchronous decode.
            decoding="auto"
          />
        </div>
        <div className="ama-product__summary">
          <p className="ama-product__collection">
            <LocaleLink to={`/collections/${toSlug(product.collection)}`}>{product.collectionName}</LocaleLink> · {product.categoryName}
          </p>
          <h1 className="ama-product__name">{product.name}</h1>
          {!product.available && (
            <p className="ama-product__unavailable" role="status">
              {t('product.unavailable')}
            </p>
          )}
          <Configurator product={product} choice={choice} onChoice={choose} quantity={quantity} onQuantity={setQuantity} flagged={flagged} />
          <PurchaseActions available={product.available} sku={product.sku} options={choiceOptions(choice)} quantity={quantity} onBeforeAdd={readyForCart} />
          <p className="ama-product__description">{product.description}</p>
          <dl className="ama-product__facts">
            {material && (
              <>
                <dt>{t('product.material')}</dt>
                <dd>{material}</dd>
              </>
            )}
            <dt>{t('product.shipment')}</dt>
            <dd>{t('product.shipmentDays', { count: product.plannedShipment.workingDays })}</dd>
          </dl>
        </div>
      </div>
      <section className="ama-product__promises" aria-labelledby="ama-promises">
        <h2 id="ama-promises">{t('product.promises.title')}</h2>
        <ul>
          {PROMISES.map((key) => (
            <li key={key}>{t(`product.promises.${key}`)}</li>
          ))}
        </ul>
      </section>
      {product.suggested.length > 0 && (
        <section className="ama-product__suggested" aria-labelledby="ama-suggested">
          <h2 id="ama-suggested">{t('product.suggested')}</h2>
          {/* The size chosen here (or the one the shopper came with) goes on to the rings suggested. */}
          <ProductGrid products={product.suggested} size={readRingSize(choice.SIZE) ?? size} />
        </section>
      )}
    </div>
  );
}
