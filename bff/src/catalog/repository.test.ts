import { TYPE_LABEL_VALUE } from '../seed/option-labels';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import * as repository from './repository';

/** Every property name of a value, however deep (array items, nested objects and Map values too). */
function keysOf(value: unknown): string[] {
  if (value instanceof Map) return [...value.values()].flatMap(keysOf);
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

describeWithDatabase(
  'catalogue repository',
  (context) => {
    const db = () => context().db.kysely;

    /** What each finder hands the service, for the same product (GA-SOL-OV) and locale. */
    const everyFinder = () => ({
      findProductPage: repository.findProductPage(db(), { locale: 'en', sort: 'suggested', page: 1, pageSize: 3 }),
      findFacets: repository.findFacets(db(), { locale: 'en' }),
      findProductDetail: repository.findProductDetail(db(), 'GA-SOL-OV', 'en'),
      findProductOptions: repository.findProductOptions(db(), 'GA-SOL-OV', 'en'),
      findSuggestedProducts: repository.findSuggestedProducts(db(), 'GA-SOL-OV', 'en'),
      findCollections: repository.findCollections(db(), 'en'),
      findShapes: repository.findShapes(db(), 'en'),
      findCategories: repository.findCategories(db(), 'en'),
      findProductLook: repository.findProductLook(db(), 'GA-SOL-OV'),
      findPricingData: repository.findPricingData(db(), 'GA-SOL-OV', 'en', TYPE_LABEL_VALUE),
    });

    it('names every field of every row in camelCase, whatever the column is called', async () => {
      for (const [finder, pending] of Object.entries(everyFinder())) {
        const rows: unknown = await pending;
        const keys = keysOf(rows);
        expect({ finder, hasRows: keys.length > 0 }).toEqual({ finder, hasRows: true });
        expect({ finder, snakeCase: [...new Set(keys.filter((key) => !CAMEL_CASE.test(key)))] }).toEqual({ finder, snakeCase: [] });
      }
    });

    it('lists collections with their product count and the product that represents them', async () => {
      const gaia = (await repository.findCollections(db(), 'en')).find((row) => row.code === 'GAIA');
      expect(gaia).toEqual({
        code: 'GAIA',
        name: 'Gaia',
        subtitle: expect.any(String),
        description: expect.any(String),
        productCount: expect.any(Number),
        leader: { sku: expect.stringMatching(/^GA-/), defaultGold: expect.stringMatching(/^(WHITE|YELLOW|ROSE)$/) },
      });
      expect(gaia?.productCount).toBeGreaterThan(0);
    });

    it('lists shapes and categories with their product counts', async () => {
      expect((await repository.findShapes(db(), 'it')).find((row) => row.code === 'PEAR')).toEqual({
        code: 'PEAR',
        name: 'Goccia',
        description: expect.any(String),
        productCount: expect.any(Number),
      });
      expect((await repository.findCategories(db(), 'de')).find((row) => row.code === 'ENGAGEMENT_RINGS')).toEqual({
        code: 'ENGAGEMENT_RINGS',
        name: 'Verlobungsringe',
        productCount: expect.any(Number),
      });
    });
  },
  BOTH_ENGINES,
);
