import { listingQuery, listingSearch, readListing } from './listing-params';

const read = (search: string) => readListing(new URLSearchParams(search));

test('a listing survives the round trip through its URL', () => {
  const search = '?q=solitaire&category=RINGS,ENGAGEMENT_RINGS&gold=ROSE&minPrice=1000&maxPrice=5000&sort=price_desc&page=2';
  expect(listingSearch(read(search))).toBe(search);
  expect(listingSearch(read(listingSearch(read(search))))).toBe(listingSearch(read(search)));
});

test('a GET form submission (repeated names) reads like the shared URL (comma lists)', () => {
  expect(read('category=RINGS&category=EARRINGS&shape=OVAL')).toEqual(read('category=RINGS,EARRINGS&shape=OVAL'));
});

test('unknown values, malformed numbers and out-of-range pages fall back to the defaults', () => {
  const state = read('category=HATS,RINGS&sort=cheapest&page=0&minPrice=-5&maxPrice=abc');
  expect(state).toMatchObject({ category: ['RINGS'], sort: 'suggested', page: 1, minPrice: undefined, maxPrice: undefined });
  expect(listingSearch(read(''))).toBe('');
});

test('a price range given the wrong way round is read the right way round', () => {
  expect(read('minPrice=5000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
});

test('the API is asked in cents, in the page language, for the listing in the URL', () => {
  expect(listingQuery(read('q=ring&collection=GAIA&minPrice=1000&page=3'), 'de')).toEqual({
    locale: 'de',
    q: 'ring',
    collection: 'GAIA',
    minPrice: '100000',
    sort: 'suggested',
    page: '3',
  });
});

test("the shopper's ring size survives the round trip, is not part of the API request, and a bad one is dropped", () => {
  const search = '?category=RINGS,ENGAGEMENT_RINGS&sort=price&page=2&size=14';
  expect(read(search).size).toBe(14);
  expect(listingSearch(read(search))).toBe(search);
  expect(listingQuery(read(search), 'en')).not.toHaveProperty('size');
  for (const size of ['abc', '5', '25', '99', '14.5', '1e1', ' 14', '']) expect(read(`size=${encodeURIComponent(size)}`).size).toBeUndefined();
  expect(read('size=6').size).toBe(6);
  expect(read('size=24').size).toBe(24);
});

test("a page's cursor survives the round trip and reaches the API; one that does not fit the listing is dropped", () => {
  const search = '?category=RINGS&sort=price&page=3&after=189000.12.GA-SOL-OV1234';
  expect(read(search).after).toBe('189000.12.GA-SOL-OV1234');
  expect(listingSearch(read(search))).toBe(search);
  expect(listingQuery(read(search), 'it')).toMatchObject({ page: '3', after: '189000.12.GA-SOL-OV1234' });
  expect(listingQuery(read('page=2&before=7.RI-01'), 'it')).toMatchObject({ page: '2', before: '7.RI-01' });
  // Not on page 1, not of another order, not with a search by relevance, not malformed: the page by number.
  for (const other of ['page=1&after=7.RI-01', 'page=2&sort=price&after=7.RI-01', 'page=2&q=ring&after=7.RI-01', "page=2&after=7.RI'01", 'page=2&before=x']) {
    const state = read(other);
    expect([state.after, state.before]).toEqual([undefined, undefined]);
    expect(listingQuery(state, 'it')).not.toHaveProperty('after');
  }
});

test('a search as typed stays so through the URL and the API request; without a search it means nothing', () => {
  const asTyped = read('q=rigs&asTyped=1&category=RINGS');
  expect(asTyped.asTyped).toBe(true);
  expect(listingSearch(asTyped)).toBe('?q=rigs&asTyped=1&category=RINGS');
  expect(listingQuery(asTyped, 'en')).toMatchObject({ q: 'rigs', asTyped: 'true' });
  expect(read('asTyped=1').asTyped).toBeUndefined();
  expect(listingSearch(read('q=rigs&asTyped=0'))).toBe('?q=rigs');
});
