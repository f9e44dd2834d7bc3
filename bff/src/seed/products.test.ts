import { CATEGORIES, COLLECTIONS, LOCALES, SHAPES } from '@ama/contracts';
import { COLLECTION_SEED } from './collections';
import { ENGRAVING_MAX_LENGTH, buildProductSeed } from './products';
import { SHAPE_SEED } from './shapes';

const products = buildProductSeed();

describe('catalogue seed', () => {
  it('has at least 48 products with unique SKUs over every collection, category and shape', () => {
    expect(products.length).toBeGreaterThanOrEqual(48);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.collection))).toEqual(new Set(COLLECTIONS));
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(CATEGORIES));
    for (const shape of SHAPES) expect(products.filter((product) => product.shape === shape).length).toBeGreaterThanOrEqual(3);
  });

  it('prices in whole cents, with the default configuration at the list price', () => {
    for (const product of products) {
      expect(Number.isInteger(product.listPriceCents)).toBe(true);
      expect(product.listPriceCents).toBeGreaterThan(0);
      for (const option of product.options) expect(Number.isInteger(option.priceDeltaCents)).toBe(true);
      expect(product.options.filter((option) => option.isDefault).every((option) => option.priceDeltaCents === 0)).toBe(true);
      const defaultGolds = product.options.filter((option) => option.type === 'GOLD_COLOUR' && option.isDefault);
      expect(defaultGolds.map((option) => option.value)).toEqual([product.defaultGold]);
    }
  });

  it('offers engraving (max 10 characters) on rings and bangles only, sizes where they fit', () => {
    for (const product of products) {
      const types = new Set(product.options.map((option) => option.type));
      const isRing = product.category === 'RINGS' || product.category === 'ENGAGEMENT_RINGS';
      if (types.has('WRITING')) {
        expect(isRing || product.sku.includes('-BAN-')).toBe(true);
        expect(product.options.find((option) => option.type === 'WRITING')?.maxLength).toBe(ENGRAVING_MAX_LENGTH);
      }
      expect(types.has('SIZE')).toBe(isRing || product.sku.includes('-BAN-'));
    }
  });

  it('has some unavailable pieces and three suggestions for every piece', () => {
    expect(products.filter((product) => !product.available).length).toBeGreaterThanOrEqual(3);
    const skus = new Set(products.map((product) => product.sku));
    for (const product of products) {
      expect(product.suggestions).toHaveLength(3);
      expect(product.suggestions).not.toContain(product.sku);
      for (const sku of product.suggestions) expect(skus.has(sku)).toBe(true);
    }
  });

  it('is written in four languages, translated rather than copied', () => {
    for (const product of products) {
      for (const locale of LOCALES) {
        expect(product.texts[locale].name.length).toBeGreaterThan(3);
        expect(product.texts[locale].description.length).toBeGreaterThan(80);
      }
      for (const locale of ['it', 'es', 'de'] as const) expect(product.texts[locale].description).not.toBe(product.texts.en.description);
    }
    for (const collection of COLLECTION_SEED) {
      expect(new Set(LOCALES.map((locale) => collection.texts[locale].subtitle)).size).toBe(4);
    }
    expect(new Set(SHAPE_SEED.map((shape) => shape.name.it))).toContain('Goccia');
  });
});
