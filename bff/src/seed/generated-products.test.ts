import { LOCALES, skuSchema } from '@ama/contracts';
import { CATALOGUE_SIZE, buildCatalogueSeed, generatedProducts } from './generated-products';
import { buildProductSeed } from './products';

const real = buildProductSeed();
const catalogue = buildCatalogueSeed(300);
const generated = catalogue.slice(real.length);

describe('a brand-size catalogue (CATALOG_PRODUCTS)', () => {
  it('is the same products for the same N, and a smaller N is the start of a larger one', () => {
    expect(buildCatalogueSeed(300)).toEqual(catalogue);
    expect(buildCatalogueSeed(120)).toEqual(catalogue.slice(0, 120));
    expect(generatedProducts(200, 300)).toEqual(catalogue.slice(200, 300));
  });

  it('keeps the 56 real products first and unchanged; N = 56 is the real catalogue', () => {
    expect(real).toHaveLength(CATALOGUE_SIZE.min);
    expect(buildCatalogueSeed(CATALOGUE_SIZE.min)).toEqual(real);
    expect(catalogue.slice(0, real.length)).toEqual(real);
  });

  it('refuses a size below the real catalogue or above the limit', () => {
    for (const count of [55, CATALOGUE_SIZE.max + 1, 100.5]) expect(() => buildCatalogueSeed(count)).toThrow(RangeError);
  });

  it('gives every product a unique SKU the contract and the database accept, and a unique name', () => {
    expect(new Set(catalogue.map((product) => product.sku)).size).toBe(300);
    for (const product of catalogue) {
      expect(skuSchema.parse(product.sku)).toBe(product.sku);
      // products.sku's CHECK (migrations/001_catalogue.sql).
      expect(product.sku).toMatch(/^[A-Z0-9]+-[A-Z]{3}-[A-Z0-9]+$/);
    }
    for (const locale of LOCALES) expect(new Set(catalogue.map((product) => product.texts[locale].name)).size).toBe(300);
    expect(new Set(catalogue.map((product) => product.suggestedRank)).size).toBe(300);
  });

  it('makes each generated product of a real one: its collection, shape, options and texts, its own number and price', () => {
    const bySku = new Map(real.map((product) => [product.sku, product]));
    for (const [index, product] of generated.entries()) {
      const number = real.length + index + 1;
      const model = bySku.get(product.sku.slice(0, -String(number).length))!;
      expect(model).toBeDefined();
      expect(product).toMatchObject({ category: model.category, collection: model.collection, shape: model.shape, defaultGold: model.defaultGold, options: model.options });
      expect(product.suggestions).toEqual([model.sku, ...model.suggestions.slice(0, 2)]);
      // Whole euros, between 0.8 and 1.4 times the real piece's price (rounded as a jeweller would).
      expect(product.listPriceCents % 100).toBe(0);
      expect(product.listPriceCents).toBeGreaterThanOrEqual(model.listPriceCents * 0.8 - 5_000);
      expect(product.listPriceCents).toBeLessThanOrEqual(model.listPriceCents * 1.4 + 5_000);
      if (!model.available) expect(product.available).toBe(false);
    }
    // Drawn from the whole real range, not one corner of it.
    expect(new Set(generated.map((product) => product.collection)).size).toBe(8);
    expect(new Set(generated.map((product) => product.shape)).size).toBe(8);
  });

  it('writes names and descriptions in four languages, translated rather than copied', () => {
    const product = generated[0]!;
    expect(product.texts.en.name).toMatch(/ No\. 57$/);
    expect(product.texts.it.name).toMatch(/ n\. 57$/);
    expect(product.texts.es.name).toMatch(/ n\.º 57$/);
    expect(product.texts.de.name).toMatch(/ Nr\. 57$/);
    for (const each of generated) {
      expect(new Set(LOCALES.map((locale) => each.texts[locale].description)).size).toBe(4);
      for (const locale of LOCALES) expect(each.texts[locale].description.length).toBeGreaterThan(80);
    }
  });
});
