import { LOCALES, euros } from '@ama/contracts';
import { buildProductSeed, jewellerPrice, type ProductSeed } from './products';
import { seededRandom } from './seeded-random';
import { SHAPE_SEED } from './shapes';
import type { Translated } from './types';

/**
 * A brand-size catalogue for measuring (CATALOG_PRODUCTS, docs/performance.md#catalogue-size): the 56
 * real products first, unchanged, then generated ones made of them. Every figure of the shop was taken
 * on 56 products; a brand sells thousands, and a query that is fine on 56 rows may not be on 50,000.
 */
export const CATALOGUE_SIZE = {
  /** The real catalogue (8 collections × 7 pieces): never cut, so every page, test and link keeps its products. */
  min: 56,
  /** Enough for any brand; more only makes the start slower. */
  max: 200_000,
} as const;

/** "No. 1234" in each language. */
const NUMBER_SIGN: Translated = { en: 'No.', it: 'n.', es: 'n.º', de: 'Nr.' };

/** Share of generated pieces that cannot be ordered (the real catalogue has 4 in 56). */
const UNAVAILABLE_SHARE = 0.03;
/** A generated piece costs its model's price times 0.8 to 1.4: the same piece, lighter or heavier. */
const PRICE_FACTOR = { min: 0.8, span: 0.6 };
/** Mixed into every piece's seed, so that no other use of seededRandom draws the same numbers. */
const SALT = 0x5eed_ca7a;

/**
 * The generated piece at `position` (0-based over the whole catalogue, 56 and up), made from one real
 * product, its model: the same collection, category, shape, gold colours, options, shipping time and
 * keywords, so its pictures (drawn from the SKU's model, the category and the shape), its quotes and its
 * search words are those of a real piece. Its own: the number (in its SKU and name), the price and, for
 * a few, being unavailable. Each piece draws from a generator seeded by its position alone, so a piece
 * is the same whatever N, and a catalogue of 1,000 is the first 1,000 of one of 5,000.
 */
function generatedProduct(position: number, real: readonly ProductSeed[]): ProductSeed {
  const random = seededRandom(Math.imul(position + 1, 0x9e37_79b1) ^ SALT);
  const model = real[Math.floor(random() * real.length)]!;
  const priceFactor = PRICE_FACTOR.min + random() * PRICE_FACTOR.span;
  const available = model.available && random() >= UNAVAILABLE_SHARE;
  const shape = SHAPE_SEED.find((candidate) => candidate.code === model.shape)!;
  const number = position + 1;
  const texts = {} as ProductSeed['texts'];
  for (const locale of LOCALES) {
    const own = model.texts[locale];
    texts[locale] = {
      name: `${own.name} ${shape.name[locale]} ${NUMBER_SIGN[locale]} ${number}`,
      description: `${own.description} ${shape.description[locale]}`,
      keywords: own.keywords,
    };
  }
  return {
    // GA-SOL-OV → GA-SOL-OV1234: still <collection>-<model>-<cut…>, which the product renders read (catalog/product-model.ts).
    sku: `${model.sku}${number}`,
    category: model.category,
    collection: model.collection,
    shape: model.shape,
    listPriceCents: euros(jewellerPrice((model.listPriceCents / 100) * priceFactor)),
    defaultGold: model.defaultGold,
    available,
    shipmentWorkingDays: model.shipmentWorkingDays,
    // After every real piece: the "suggested" order still opens on the real range.
    suggestedRank: number,
    texts,
    options: model.options.map((option) => ({ ...option })),
    // The real piece it is made from, then that piece's own first suggestions: all real, so they exist.
    suggestions: [model.sku, ...model.suggestions.slice(0, 2)],
  };
}

/** The generated products at positions [from, to), in order; the real ones are built once per call. */
export function generatedProducts(from: number, to: number, real: readonly ProductSeed[] = buildProductSeed()): ProductSeed[] {
  const products: ProductSeed[] = [];
  for (let position = Math.max(from, real.length); position < to; position += 1) products.push(generatedProduct(position, real));
  return products;
}

/** The whole catalogue of `count` products (tests; the seeding streams generatedProducts in batches instead). */
export function buildCatalogueSeed(count: number): ProductSeed[] {
  if (!Number.isInteger(count) || count < CATALOGUE_SIZE.min || count > CATALOGUE_SIZE.max) {
    throw new RangeError(`A catalogue has ${CATALOGUE_SIZE.min} to ${CATALOGUE_SIZE.max} products, not ${count}`);
  }
  const real = buildProductSeed();
  return [...real, ...generatedProducts(real.length, count, real)];
}
