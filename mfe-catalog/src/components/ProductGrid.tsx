import type { GoldColour, ProductSummary } from '@ama/contracts';
import { ProductCard } from './ProductCard';
import './results.css';

/** Above the fold on every screen: loaded at once, the rest as the shopper scrolls. */
const EAGER_CARDS = 4;

/**
 * Jewels as cards in the responsive grid of every listing (results, collections, shapes). A listing
 * filtered to one gold colour shows every piece in that gold; one that knows the shopper's ring size
 * passes it on to the rings' pages. `leadsThePage`: the grid is the page's main content (a listing, not
 * the product page's suggestions), so its first picture is the largest paint and gets a high priority.
 */
export function ProductGrid({ products, gold, size, leadsThePage = false }: { products: ProductSummary[]; gold?: GoldColour; size?: number; leadsThePage?: boolean }) {
  return (
    <ul className="ama-results__grid">
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} eager={index < EAGER_CARDS} first={leadsThePage && index === 0} gold={gold} size={size} />
        </li>
      ))}
    </ul>
  );
}
