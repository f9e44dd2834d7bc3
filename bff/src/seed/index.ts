/**
 * The catalogue's reference data (products, shapes, collections, categories, option labels) and the
 * development discount codes: what the seeding loads and what the catalogue, cart and wishlist read
 * their option labels from. Other modules import it only through this file.
 */
export { CATEGORY_SEED, type CategorySeed } from './categories';
export { COLLECTION_SEED, type CollectionSeed } from './collections';
export { buildCatalogueSeed, CATALOGUE_SIZE, generatedProducts } from './generated-products';
export { OPTION_TYPE_LABELS, OPTION_VALUE_LABELS, TYPE_LABEL_VALUE } from './option-labels';
export { buildProductSeed, type OptionSeed, type ProductSeed } from './products';
export { SHAPE_SEED, type ShapeSeed } from './shapes';
export type { Translated } from './types';
