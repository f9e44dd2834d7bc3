import {
  CATEGORIES,
  COLLECTIONS,
  SHAPES,
  categoryListResponseSchema,
  collectionListResponseSchema,
  errorBodySchema,
  productDetailSchema,
  productListResponseSchema,
  productQuoteSchema,
  shapeListResponseSchema,
  type ProductListResponse,
} from '@ama/contracts';
import request from 'supertest';
import { describeWithDatabase } from '../test-support/engines';

describeWithDatabase('catalogue API', (context) => {
  const get = (url: string) => request(context().app).get(url);
  const list = async (query: string): Promise<ProductListResponse> => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(200);
    return productListResponseSchema.parse(res.body);
  };
  const expectFieldError = async (url: string, field: string) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  };

  describe('GET /api/products', () => {
    it('lists the catalogue in Italian by default, in suggested order, 24 a page', async () => {
      const page = await list('');
      expect(page.total).toBeGreaterThanOrEqual(48);
      expect(page.items).toHaveLength(24);
      expect(page.pageCount).toBe(Math.ceil(page.total / 24));
      expect(page.items[0]?.name).toMatch(/^Anello/);
      const collectionsOnFirstRow = new Set(page.items.slice(0, 8).map((item) => item.collection));
      expect(collectionsOnFirstRow.size).toBe(8);
    });

    it('pages through every product exactly once', async () => {
      const first = await list('pageSize=48&page=1');
      const second = await list('pageSize=48&page=2');
      const skus = [...first.items, ...second.items].map((item) => item.sku);
      expect(new Set(skus).size).toBe(first.total);
      expect((await list('page=50')).items).toEqual([]);
    });

    it('searches names and descriptions, and finds a piece by its name in another language', async () => {
      const german = await list('locale=de&q=Ohrstecker');
      expect(german.total).toBeGreaterThan(0);
      expect(german.items.every((item) => item.category === 'EARRINGS')).toBe(true);
      const onEnglishPages = await list('locale=en&q=Ohrstecker');
      expect(onEnglishPages.items.map((item) => item.sku).sort()).toEqual(german.items.map((item) => item.sku).sort());
      expect(onEnglishPages.items[0]?.name).toMatch(/Stud Earrings$/);
      const italian = await list('locale=it&q=goccia');
      expect(italian.items.length).toBeGreaterThan(0);
      // The shape's name outweighs a description's "gocce di luce" (drops of light): pear-cut pieces first.
      const shapes = italian.items.map((item) => item.shape);
      expect(shapes[0]).toBe('PEAR');
      expect(shapes.slice(0, shapes.lastIndexOf('PEAR') + 1).every((shape) => shape === 'PEAR')).toBe(true);
      const twoTerms = await list('locale=en&q=nyx%20bracelet');
      expect(twoTerms.items.map((item) => item.sku)).toEqual(['NY-TEN-BG']);
    });

    it('searches wildcards literally', async () => {
      // Every description says "100% recycled" and mentions Valenza: an unescaped a%z would match them all.
      expect((await list('locale=en&q=a%25z')).total).toBe(0);
      expect((await list('locale=en&q=_')).total).toBe(0);
      expect((await list('locale=en&q=100%25&pageSize=1')).total).toBe((await list('pageSize=1')).total);
    });

    it('filters by category, collection, shape, gold colour and price', async () => {
      const rings = await list('category=engagement-rings&pageSize=48');
      expect(rings.items.length).toBeGreaterThan(0);
      expect(rings.items.every((item) => item.category === 'ENGAGEMENT_RINGS')).toBe(true);

      const nyxOrAria = await list('collection=NYX,ARIA&pageSize=48');
      expect(new Set(nyxOrAria.items.map((item) => item.collection))).toEqual(new Set(['NYX', 'ARIA']));

      const pears = await list('shape=pear');
      expect(pears.items.every((item) => item.shape === 'PEAR')).toBe(true);

      const rose = await list('gold=ROSE&pageSize=48');
      expect(rose.items.every((item) => item.goldColours.includes('ROSE'))).toBe(true);
      expect(rose.items.some((item) => item.collection === 'NYX')).toBe(false);

      const band = await list('minPrice=150000&maxPrice=250000&pageSize=48');
      expect(band.items.length).toBeGreaterThan(0);
      expect(band.items.every((item) => item.priceCents >= 150_000 && item.priceCents <= 250_000)).toBe(true);

      const combined = await list('category=RINGS&shape=BAGUETTE&collection=NYX');
      expect(combined.items.map((item) => item.sku).sort()).toEqual(['NY-BND-BG', 'NY-ETE-BG']);
    });

    it('filters on availability and marks unavailable pieces', async () => {
      const unavailable = await list('available=false&pageSize=48');
      expect(unavailable.total).toBeGreaterThan(0);
      expect(unavailable.items.every((item) => !item.available)).toBe(true);
      const all = await list('pageSize=1');
      expect((await list('available=true&pageSize=1')).total).toBe(all.total - unavailable.total);
    });

    it('sorts by price both ways, ties broken by the suggested order', async () => {
      const ascending = (await list('sort=price&pageSize=48')).items.map((item) => item.priceCents);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await list('sort=price_desc&pageSize=48')).items.map((item) => item.priceCents);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBeGreaterThan(ascending[0]!);
    });

    it('counts facets, each ignoring its own filter', async () => {
      const page = await list('category=EARRINGS');
      const facets = page.facets!;
      expect(facets.category.find((facet) => facet.value === 'RINGS')?.count).toBeGreaterThan(0);
      expect(facets.shape.reduce((sum, facet) => sum + facet.count, 0)).toBe(page.total);
      expect(facets.collection.reduce((sum, facet) => sum + facet.count, 0)).toBe(page.total);
      expect(facets.price).toEqual({
        minCents: Math.min(...(await list('category=EARRINGS&pageSize=48')).items.map((item) => item.priceCents)),
        maxCents: expect.any(Number),
      });
      expect((await list('q=nothing-like-this')).facets?.price).toBeNull();
    });

    it.each([
      ['locale=fr', 'locale'],
      ['q=' + 'x'.repeat(101), 'q'],
      ['category=HATS', 'category'],
      ['collection=ZEUS', 'collection'],
      ['shape=HEART', 'shape'],
      ['gold=PLATINUM', 'gold'],
      ['minPrice=-5', 'minPrice'],
      ['maxPrice=lots', 'maxPrice'],
      ['minPrice=300000&maxPrice=100', 'maxPrice'],
      ['sort=newest', 'sort'],
      ['page=0', 'page'],
      ['page=1&page=2', 'page'],
      ['pageSize=49', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      ['available=perhaps', 'available'],
    ])('answers ?%s with 400 naming %s', async (query, field) => {
      await expectFieldError(`/api/products?${query}`, field);
    });
  });

  describe('control characters in query text', () => {
    it.each([
      ['/api/products?q=%00&locale=en', 'q'],
      ['/api/products?q=ring%00x&locale=en', 'q'],
      ['/api/products?q=ring%1Bx&locale=en', 'q'],
      ['/api/products?q=ring%7F&locale=en', 'q'],
      ['/api/products?q=ring%0Ax&locale=en', 'q'],
      ['/api/products/GA-SOL-OV/price?stone=LAB%00&locale=en', 'stone'],
      ['/api/products/GA-SOL-OV/price?size=1%004&locale=en', 'size'],
      ['/api/products/GA-SOL-OV/price?engraving=Ti%00amo&locale=en', 'engraving'],
      ['/api/products/GA-SOL-OV%00?locale=en', 'sku'],
    ])('answers %s with 400 and the field message control_characters', async (url, field) => {
      const res = await get(url);
      expect(res.status).toBe(400);
      const { error } = errorBodySchema.parse(res.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ [field]: 'control_characters' });
    });
  });

  describe('GET /api/products/:sku', () => {
    it('returns one product with options, prices in cents and suggestions, in the requested language', async () => {
      const res = await get('/api/products/ga-sol-ov?locale=en');
      expect(res.status).toBe(200);
      const product = productDetailSchema.parse(res.body);
      expect(product).toMatchObject({
        sku: 'GA-SOL-OV',
        name: 'Gaia Solitaire Ring',
        category: 'ENGAGEMENT_RINGS',
        collection: 'GAIA',
        shape: 'OVAL',
        categoryName: 'Engagement rings',
        shapeName: 'Oval',
        currency: 'EUR',
      });
      expect(product.description).toMatch(/oval cut/);
      expect(product.plannedShipment.workingDays).toBeGreaterThan(0);
      const types = product.options.map((option) => option.type);
      expect(types).toEqual(['GOLD_COLOUR', 'SIZE', 'CARAT', 'STONE', 'MATERIAL', 'WRITING']);
      const engraving = product.options.find((option) => option.type === 'WRITING');
      expect(engraving).toMatchObject({ label: 'Engraving', maxLength: 10, feeCents: 5_000, required: false });
      const carats = product.options.find((option) => option.type === 'CARAT')!.values;
      expect(carats[0]).toMatchObject({ value: '0.30', label: '0.30 ct', priceDeltaCents: 0, isDefault: true });
      expect(carats.map((carat) => carat.priceDeltaCents)).toEqual([...carats.map((carat) => carat.priceDeltaCents)].sort((a, b) => a - b));
      expect(product.images.map((image) => image.gold)).toEqual(['WHITE', 'YELLOW', 'ROSE']);
      expect(product.suggested).toHaveLength(3);
      expect(product.suggested.map((item) => item.sku)).not.toContain('GA-SOL-OV');
    });

    it('speaks every shop language', async () => {
      const names = await Promise.all(['it', 'en', 'es', 'de'].map(async (locale) => (await get(`/api/products/GA-SOL-OV?locale=${locale}`)).body.name));
      expect(names).toEqual(['Anello solitario Gaia', 'Gaia Solitaire Ring', 'Anillo solitario Gaia', 'Solitärring Gaia']);
      expect((await get('/api/products/GA-SOL-OV?locale=it')).body.options[2].values[1].label).toBe('0,50 ct');
    });

    it('offers engraving only where it fits, and sizes only for rings and bangles', async () => {
      const pendant = productDetailSchema.parse((await get('/api/products/GA-PEN-OV')).body);
      expect(pendant.options.map((option) => option.type)).not.toContain('WRITING');
      expect(pendant.options.map((option) => option.type)).not.toContain('SIZE');
      const bangle = productDetailSchema.parse((await get('/api/products/GA-BAN-RD')).body);
      expect(bangle.options.find((option) => option.type === 'SIZE')?.values.map((value) => value.value)).toEqual(['S', 'M', 'L']);
    });

    it('answers an unknown SKU with 404 JSON and a malformed one with 400', async () => {
      const missing = await get('/api/products/ZZ-NOPE-01');
      expect(missing.status).toBe(404);
      expect(errorBodySchema.parse(missing.body).error.code).toBe('NOT_FOUND');
      await expectFieldError('/api/products/' + 'A'.repeat(41), 'sku');
      await expectFieldError('/api/products/GA%20SOL', 'sku');
      await expectFieldError('/api/products/GA-SOL-OV?locale=xx', 'locale');
    });
  });

  describe('GET /api/products/:sku/price', () => {
    it('prices the default configuration at the list price', async () => {
      const quote = productQuoteSchema.parse((await get('/api/products/GA-SOL-OV/price?locale=en')).body);
      expect(quote.priceCents).toBe(quote.basePriceCents);
      expect(quote.selection.map((line) => line.type)).toEqual(['GOLD_COLOUR', 'CARAT', 'STONE', 'MATERIAL']);
    });

    it('adds the carat step, stone upgrade and engraving fee on the server', async () => {
      const detail = productDetailSchema.parse((await get('/api/products/GA-SOL-OV?locale=en')).body);
      const delta = (type: string, value: string) => detail.options.find((option) => option.type === type)!.values.find((item) => item.value === value)!.priceDeltaCents;
      const res = await get('/api/products/GA-SOL-OV/price?locale=en&gold=rose&size=14&carat=1.00&stone=LAB_DIAMOND_EXCEPTIONAL&engraving=Ti%20amo');
      expect(res.status).toBe(200);
      const quote = productQuoteSchema.parse(res.body);
      expect(quote.priceCents).toBe(detail.priceCents + delta('CARAT', '1.00') + delta('STONE', 'LAB_DIAMOND_EXCEPTIONAL') + 5_000);
      expect(quote.selection).toContainEqual({ type: 'WRITING', value: 'Ti amo', label: 'Engraving', priceDeltaCents: 5_000 });
    });

    it.each([
      ['carat=7.00', 'carat'],
      ['size=99', 'size'],
      ['gold=PLATINUM', 'gold'],
      ['engraving=12345678901', 'engraving'],
      ['engraving=%3Cb%3E', 'engraving'],
      ['locale=pt', 'locale'],
    ])('refuses ?%s naming %s', async (query, field) => {
      await expectFieldError(`/api/products/GA-SOL-OV/price?${query}`, field);
    });

    it('refuses engraving on a piece that cannot be engraved, and unknown SKUs', async () => {
      await expectFieldError('/api/products/AL-TEN-RD/price?engraving=Hi', 'engraving');
      expect((await get('/api/products/ZZ-NOPE-01/price')).status).toBe(404);
    });
  });

  describe('GET /api/products/:sku/image.svg', () => {
    it('draws the piece in the requested gold colour', async () => {
      const rose = await get('/api/products/GA-SOL-OV/image.svg?gold=ROSE');
      expect(rose.status).toBe(200);
      expect(rose.type).toBe('image/svg+xml');
      const white = await get('/api/products/GA-SOL-OV/image.svg?gold=WHITE');
      expect(String(rose.body)).not.toEqual(String(white.body));
      expect(rose.headers['cache-control']).toMatch(/max-age=86400/);
      // Kept for old links; the file outside /api/ is the picture's address (image-routes.test.ts).
      expect(rose.headers['link']).toBe('</images/products/GA-SOL-OV-rose.svg>; rel="canonical"');
    });

    it('refuses a gold the piece is not made in, an unknown gold and an unknown SKU', async () => {
      await expectFieldError('/api/products/NY-SOL-EM/image.svg?gold=ROSE', 'gold');
      await expectFieldError('/api/products/GA-SOL-OV/image.svg?gold=GREEN', 'gold');
      expect((await get('/api/products/ZZ-NOPE-01/image.svg')).status).toBe(404);
    });
  });

  describe('collections, shapes and categories', () => {
    it('lists the 8 collections with translated copy, counts and an image', async () => {
      const res = await get('/api/collections?locale=es');
      const { items } = collectionListResponseSchema.parse(res.body);
      expect(items.map((item) => item.code)).toEqual([...COLLECTIONS]);
      const gaia = items[0]!;
      expect(gaia).toMatchObject({ slug: 'gaia', name: 'Gaia', subtitle: 'Nacida de la tierra, libre de minería' });
      expect(gaia.productCount).toBeGreaterThanOrEqual(6);
      expect(gaia.imageUrl).toMatch(/^\/images\/products\/GA-[A-Z-]+-yellow\.svg$/);
      const english = collectionListResponseSchema.parse((await get('/api/collections?locale=en')).body).items[0]!;
      expect(english.subtitle).not.toBe(gaia.subtitle);
    });

    it('lists the 8 shapes with translated names', async () => {
      const { items } = shapeListResponseSchema.parse((await get('/api/shapes?locale=it')).body);
      expect(items.map((item) => item.code)).toEqual([...SHAPES]);
      expect(items.find((item) => item.code === 'PEAR')?.name).toBe('Goccia');
      expect(items.every((item) => item.productCount > 0)).toBe(true);
    });

    it('lists the categories with translated names', async () => {
      const { items } = categoryListResponseSchema.parse((await get('/api/categories?locale=de')).body);
      expect(items.map((item) => item.code).sort()).toEqual([...CATEGORIES].sort());
      expect(items.find((item) => item.code === 'ENGAGEMENT_RINGS')).toMatchObject({ name: 'Verlobungsringe', slug: 'engagement-rings' });
      expect(items.reduce((sum, item) => sum + item.productCount, 0)).toBe((await list('pageSize=1')).total);
    });

    it.each(['/api/collections', '/api/shapes', '/api/categories'])('%s refuses an unknown locale', async (path) => {
      await expectFieldError(`${path}?locale=jp`, 'locale');
    });
  });
});
