import { CATALOG_LIMITS, engravingTextSchema, errorBodySchema, fieldErrors, productListQuerySchema, productQuoteQuerySchema, skuParamsSchema } from './index';

const fieldsOf = (input: unknown) => {
  const result = productListQuerySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('catalogue listing query', () => {
  it('fills defaults for an empty query', () => {
    expect(productListQuerySchema.parse({})).toEqual({ locale: 'it', sort: 'suggested', page: 1, pageSize: CATALOG_LIMITS.defaultPageSize });
  });

  it('reads a page cursor as the sort keys and SKU of the product it starts after or before', () => {
    expect(productListQuerySchema.parse({ page: '3', after: '120.ga-sol-ov1234' })).toMatchObject({ page: 3, after: { keys: [120], sku: 'GA-SOL-OV1234' } });
    expect(productListQuerySchema.parse({ sort: 'price_desc', page: '2', before: '189000.7.RI-01' })).toMatchObject({ before: { keys: [189_000, 7], sku: 'RI-01' } });
    // A search ordered by price pages by cursor too: only its relevance order is computed.
    expect(productListQuerySchema.parse({ q: 'ring', sort: 'price', after: '5.6.RI-01' }).after).toEqual({ keys: [5, 6], sku: 'RI-01' });
  });

  it('coerces strings, repeated keys, comma lists and slugs', () => {
    const query = productListQuerySchema.parse({
      locale: 'de',
      q: '  oval  ',
      category: 'engagement-rings,rings',
      shape: ['oval', 'PEAR', 'oval'],
      gold: 'rose',
      minPrice: '100000',
      maxPrice: 250000,
      sort: 'PRICE_DESC',
      page: '2',
      pageSize: '48',
      available: 'true',
    });
    expect(query).toEqual({
      locale: 'de',
      q: 'oval',
      category: ['ENGAGEMENT_RINGS', 'RINGS'],
      shape: ['OVAL', 'PEAR'],
      gold: ['ROSE'],
      minPrice: 100_000,
      maxPrice: 250_000,
      sort: 'price_desc',
      page: 2,
      pageSize: 48,
      available: true,
    });
  });

  it.each([
    [{ locale: 'fr' }, 'locale'],
    [{ locale: ['en', 'de'] }, 'locale'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ page: String(CATALOG_LIMITS.maxPage + 1) }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '49' }, 'pageSize'],
    [{ minPrice: '-1' }, 'minPrice'],
    [{ maxPrice: 'cheap' }, 'maxPrice'],
    [{ minPrice: '500', maxPrice: '100' }, 'maxPrice'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: ['a', 'b'] }, 'q'],
    [{ category: 'HATS' }, 'category'],
    [{ collection: 'GAIA,ZEUS' }, 'collection'],
    [{ shape: 'HEART' }, 'shape'],
    [{ gold: 'PLATINUM' }, 'gold'],
    [{ sort: 'newest' }, 'sort'],
    [{ after: 'GA-SOL-OV1234' }, 'after'],
    [{ after: ['1.A', '2.B'] }, 'after'],
    [{ after: `1.${'A'.repeat(41)}` }, 'after'],
    [{ after: '1.2.3.GA' }, 'after'],
    [{ after: '2147483648.GA' }, 'after'],
    [{ sort: 'price', after: '12.GA' }, 'after'],
    [{ before: '12.3.GA' }, 'before'],
    [{ q: 'ring', before: '12.GA' }, 'before'],
    [{ after: '1.A', before: '2.B' }, 'before'],
    [{ available: 'maybe' }, 'available'],
  ])('rejects %j naming the field %s', (input, field) => {
    expect(Object.keys(fieldsOf(input))).toEqual([field]);
  });

  it.each([
    [productListQuerySchema, { q: '\u0000' }, 'q'],
    [productListQuerySchema, { q: 'ring\u0000x' }, 'q'],
    [productQuoteQuerySchema, { size: '1\u00004' }, 'size'],
    [productQuoteQuerySchema, { carat: '0.5\u007F' }, 'carat'],
    [productQuoteQuerySchema, { stone: 'LAB\u001B' }, 'stone'],
    [productQuoteQuerySchema, { engraving: 'Ti\u0000amo' }, 'engraving'],
    [skuParamsSchema, { sku: 'GA\u0000SOL' }, 'sku'],
  ])('refuses control characters in text fields: %#', (schema, input, field) => {
    const result = schema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error.issues)).toEqual({ [field]: 'control_characters' });
  });

  it('treats blank values as absent', () => {
    expect(productListQuerySchema.parse({ q: '   ', category: '', shape: ',' })).toEqual(productListQuerySchema.parse({}));
  });
});

describe('product inputs', () => {
  it('normalises SKUs and refuses odd ones', () => {
    expect(skuParamsSchema.parse({ sku: 'ga-sol-ov' })).toEqual({ sku: 'GA-SOL-OV' });
    expect(skuParamsSchema.safeParse({ sku: 'GA SOL' }).success).toBe(false);
    expect(skuParamsSchema.safeParse({ sku: 'x'.repeat(41) }).success).toBe(false);
  });

  it('limits engraving to 10 characters as the customer counts them', () => {
    expect(engravingTextSchema.parse('Ti amo ♥')).toBe('Ti amo ♥');
    expect(engravingTextSchema.parse('Für immer')).toBe('Für immer');
    expect(engravingTextSchema.safeParse('12345678901').success).toBe(false);
    expect(engravingTextSchema.safeParse('<script>').success).toBe(false);
    expect(productQuoteQuerySchema.parse({ engraving: '' })).toEqual({ locale: 'it' });
  });
});

describe('error body', () => {
  it('accepts the documented shape and flattens zod issues per field', () => {
    const result = productListQuerySchema.safeParse({ page: '0', sort: 'x' });
    if (result.success) throw new Error('expected failure');
    const body = { error: { code: 'VALIDATION_FAILED', message: 'bad', fields: fieldErrors(result.error.issues) } };
    expect(errorBodySchema.parse(body).error.fields).toEqual({ page: expect.any(String), sort: expect.any(String) });
    expect(errorBodySchema.safeParse({ error: { code: 'TEAPOT', message: 'x' } }).success).toBe(false);
  });
});
