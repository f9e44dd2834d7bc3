import { GOLD_COLOURS, RING_SIZE_RANGE, euros, type Category, type Collection, type GoldColour, type OptionType, type Shape } from '@ama/contracts';
import { COLLECTION_SEED, type CollectionSeed } from './collections';
import { JEWEL_MODELS, MADE_IN_VALENZA, type JewelModel, type JewelModelCode } from './models';
import { SHAPE_SEED } from './shapes';
import type { Translated } from './types';
import { LOCALES } from '@ama/contracts';

/** Engraving fee and length (docs/requirements.md#catalogue: "+amount in euro", at most 10 characters). */
export const ENGRAVING_FEE_CENTS = euros(50);
export const ENGRAVING_MAX_LENGTH = 10;
/** Italian ring sizes offered for every ring. */
export const RING_SIZES = Array.from({ length: RING_SIZE_RANGE.max - RING_SIZE_RANGE.min + 1 }, (_, index) => String(index + RING_SIZE_RANGE.min));
export const BANGLE_SIZES = ['S', 'M', 'L'];
export const SUGGESTIONS_PER_PRODUCT = 3;

export interface OptionSeed {
  type: OptionType;
  value: string;
  priceDeltaCents: number;
  isDefault: boolean;
  maxLength: number | null;
  position: number;
}

export interface ProductSeed {
  sku: string;
  category: Category;
  collection: Collection;
  shape: Shape;
  listPriceCents: number;
  defaultGold: GoldColour;
  available: boolean;
  shipmentWorkingDays: number;
  suggestedRank: number;
  texts: Translated<{ name: string; description: string; keywords: string }>;
  options: OptionSeed[];
  suggestions: string[];
}

/** What each collection is made of: seven pieces, model × stone shape. */
// A table: one row per line reads better than one value per line.
// prettier-ignore
const PLAN: Record<Collection, ReadonlyArray<readonly [JewelModelCode, Shape]>> = {
  GAIA: [['SOLITAIRE', 'OVAL'], ['TRILOGY', 'OVAL'], ['HALF_ETERNITY', 'ROUND'], ['BAND', 'ROUND'], ['STUDS', 'OVAL'], ['PENDANT', 'OVAL'], ['BANGLE', 'ROUND']],
  ALBA: [['SOLITAIRE', 'ROUND'], ['HALO', 'ROUND'], ['STACKING', 'ROUND'], ['ETERNITY', 'ROUND'], ['DROPS', 'PEAR'], ['PENDANT', 'ROUND'], ['TENNIS', 'ROUND']],
  SELENE: [['PAVE_SOLITAIRE', 'MARQUISE'], ['TOI_ET_MOI', 'PEAR'], ['STACKING', 'MARQUISE'], ['HALF_ETERNITY', 'MARQUISE'], ['HOOPS', 'ROUND'], ['LARIAT', 'PEAR'], ['CHAIN', 'MARQUISE']],
  NYX: [['SOLITAIRE', 'EMERALD'], ['TRILOGY', 'EMERALD'], ['BAND', 'BAGUETTE'], ['ETERNITY', 'BAGUETTE'], ['STUDS', 'PRINCESS'], ['RIVIERA', 'EMERALD'], ['TENNIS', 'BAGUETTE']],
  AISHA: [['SOLITAIRE', 'PRINCESS'], ['TRILOGY', 'PRINCESS'], ['TOI_ET_MOI', 'OVAL'], ['HALF_ETERNITY', 'PRINCESS'], ['DROPS', 'OVAL'], ['PENDANT', 'PRINCESS'], ['BANGLE', 'PRINCESS']],
  AURORA: [['HALO', 'OVAL'], ['PAVE_SOLITAIRE', 'PEAR'], ['ETERNITY', 'OVAL'], ['STACKING', 'PEAR'], ['DROPS', 'MARQUISE'], ['RIVIERA', 'ROUND'], ['TENNIS', 'OVAL']],
  MISTRAL: [['PAVE_SOLITAIRE', 'TRIANGULAR'], ['TRILOGY', 'TRIANGULAR'], ['TOI_ET_MOI', 'MARQUISE'], ['BAND', 'TRIANGULAR'], ['HOOPS', 'TRIANGULAR'], ['LARIAT', 'MARQUISE'], ['CHAIN', 'TRIANGULAR']],
  ARIA: [['SOLITAIRE', 'EMERALD'], ['PAVE_SOLITAIRE', 'OVAL'], ['STACKING', 'BAGUETTE'], ['HALF_ETERNITY', 'BAGUETTE'], ['STUDS', 'ROUND'], ['PENDANT', 'PEAR'], ['CHAIN', 'BAGUETTE']],
};

/** Colours a collection is made in (Nyx stays cool: no rose gold). */
const GOLDS_BY_COLLECTION: Partial<Record<Collection, readonly GoldColour[]>> = { NYX: ['WHITE', 'YELLOW'] };

/** Pieces that cannot be ordered at the moment (they still show, marked unavailable). */
const UNAVAILABLE = new Set(['NY-RIV-EM', 'AU-TEN-OV', 'MI-CHA-TR', 'AL-DRO-PR']);

/** Prices end in 90 euros, as a jeweller would write them. */
export const jewellerPrice = (amountEuros: number) => Math.max(90, Math.round(amountEuros / 50) * 50 - 10);
const roundTen = (amountEuros: number) => Math.round(amountEuros / 10) * 10;

function optionsFor(model: JewelModel, golds: readonly GoldColour[], defaultGold: GoldColour, listEuros: number, shapeFactor: number): OptionSeed[] {
  const options: OptionSeed[] = [];
  const add = (type: OptionType, value: string, deltaEuros = 0, isDefault = false, maxLength: number | null = null) =>
    options.push({ type, value, priceDeltaCents: euros(deltaEuros), isDefault, maxLength, position: options.length });

  for (const gold of golds) add('GOLD_COLOUR', gold, 0, gold === defaultGold);
  if (model.category === 'RINGS' || model.category === 'ENGAGEMENT_RINGS') for (const size of RING_SIZES) add('SIZE', size);
  if (model.code === 'BANGLE') for (const size of BANGLE_SIZES) add('SIZE', size);
  model.carats?.forEach(([carat, delta], index) => add('CARAT', carat, roundTen(delta * shapeFactor), index === 0));
  add('STONE', 'LAB_DIAMOND', 0, true);
  if (model.exceptionalStone) add('STONE', 'LAB_DIAMOND_EXCEPTIONAL', roundTen(listEuros * 0.18));
  add('MATERIAL', 'RECYCLED_GOLD_18KT', 0, true);
  if (model.engraving)
    options.push({ type: 'WRITING', value: 'TEXT', priceDeltaCents: ENGRAVING_FEE_CENTS, isDefault: false, maxLength: ENGRAVING_MAX_LENGTH, position: options.length });
  return options;
}

function describe(model: JewelModel, collection: CollectionSeed, shape: (typeof SHAPE_SEED)[number]): ProductSeed['texts'] {
  const names = model.name(collection.texts.en.name);
  const sentence = model.sentence(shape.cutPhrase);
  const texts = {} as ProductSeed['texts'];
  for (const locale of LOCALES) {
    texts[locale] = {
      name: names[locale],
      description: `${sentence[locale]} ${collection.productLine[locale]} ${MADE_IN_VALENZA[locale]}`,
      keywords: model.keywords[locale],
    };
  }
  return texts;
}

/** Same collection first (other categories before the same one), then the same shape elsewhere. */
function suggestionsFor(product: ProductSeed, all: readonly ProductSeed[]): string[] {
  const others = all.filter((candidate) => candidate.sku !== product.sku);
  const score = (candidate: ProductSeed) =>
    (candidate.collection === product.collection ? 0 : 2) + (candidate.category === product.category ? 1 : 0) + (candidate.shape === product.shape ? 0 : 2);
  return [...others]
    .sort((a, b) => score(a) - score(b) || a.suggestedRank - b.suggestedRank)
    .slice(0, SUGGESTIONS_PER_PRODUCT)
    .map((candidate) => candidate.sku);
}

/** The whole catalogue: 8 collections × 7 pieces = 56 products, each in four languages. */
export function buildProductSeed(): ProductSeed[] {
  const products: ProductSeed[] = [];
  COLLECTION_SEED.forEach((collection, collectionIndex) => {
    PLAN[collection.code].forEach(([modelCode, shapeCode], position) => {
      const model: JewelModel = JEWEL_MODELS[modelCode];
      const shape = SHAPE_SEED.find((candidate) => candidate.code === shapeCode);
      if (!shape) throw new Error(`Unknown shape ${shapeCode}`);
      const sku = `${collection.skuPrefix}-${model.abbr}-${shape.skuSuffix}`;
      const golds = GOLDS_BY_COLLECTION[collection.code] ?? GOLD_COLOURS;
      const defaultGold = golds.includes(collection.defaultGold) ? collection.defaultGold : golds[0]!;
      const listEuros = jewellerPrice(model.baseEuros * collection.priceFactor * shape.priceFactor);
      products.push({
        sku,
        category: model.category,
        collection: collection.code,
        shape: shape.code,
        listPriceCents: euros(listEuros),
        defaultGold,
        available: !UNAVAILABLE.has(sku),
        shipmentWorkingDays: model.shipmentWorkingDays,
        // Interleaves the collections so the "suggested" order shows the whole range first.
        suggestedRank: position * COLLECTION_SEED.length + collectionIndex + 1,
        texts: describe(model, collection, shape),
        options: optionsFor(model, golds, defaultGold, listEuros, shape.priceFactor),
        suggestions: [],
      });
    });
  });
  const skus = new Set(products.map((product) => product.sku));
  if (skus.size !== products.length) throw new Error('Duplicate SKU in the catalogue seed');
  for (const product of products) product.suggestions = suggestionsFor(product, products);
  return products;
}
