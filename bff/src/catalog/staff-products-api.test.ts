import { STAFF_LIMITS, STAFF_PRODUCT_SORT_KEYS, staffProductListSchema } from '@ama/contracts';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { signedInStaff, type StaffMember } from '../test-support/staff';
import { itSortsOnTheServer, type SortValues } from './__tests__/staff-sort-cases';

/** Two collections of the test's own, their names cased apart: the list sorts them as read, whatever the case. */
const COLLECTIONS = [
  { code: 'ZQ-ALBA', name: 'alba' },
  { code: 'ZQ-BRUMA', name: 'Bruma' },
] as const;

/**
 * A page and a bit of pieces of the test's own (SKUs ZQ-01 … ZQ-32, which the search `zq-` finds alone),
 * their names, prices, collections and availability shuffled against the SKU, with ties on all but the
 * name, so the SKU has to break them. Names are letters only, so any collation reads them alike.
 */
const PIECE_COUNT = STAFF_LIMITS.productsPageSize + 2;
const PIECES = Array.from({ length: PIECE_COUNT }, (_, index) => {
  // 13 and the count share no factor: every index gets its own place, far from its SKU's.
  const shuffled = (index * 13) % PIECE_COUNT;
  const word = 'abcdefgh'.charAt(shuffled % 8) + 'wxyz'.charAt(Math.floor(shuffled / 8) % 4);
  return {
    sku: `ZQ-${String(index + 1).padStart(2, '0')}`,
    name: index % 2 ? word : word.toUpperCase(),
    collection: COLLECTIONS[index % 3 === 0 ? 1 : 0],
    priceCents: 10_000 * (1 + ((index * 7) % 5)),
    available: index % 4 !== 1,
  };
});
type Piece = (typeof PIECES)[number];

/** What each key sorts by, as the list shows it; ascending, on sale comes first. */
const SORTED_BY: Record<(typeof STAFF_PRODUCT_SORT_KEYS)[number], (piece: Piece) => SortValues> = {
  sku: (piece) => [piece.sku],
  name: (piece) => [piece.name.toLowerCase()],
  collection: (piece) => [piece.collection.name.toLowerCase()],
  price: (piece) => [piece.priceCents],
  available: (piece) => [piece.available ? 0 : 1],
};

/** The managers' catalogue list in the order a manager asks for, a page at a time. */
describeWithDatabase('the back office products list, sorted on the server', (context) => {
  let manager: StaffMember;
  beforeAll(async () => {
    const app = createApp({ config: testConfig({ STAFF_SIGN_IN_RATE_LIMIT: '1000' }), db: context().db });
    const db = context().db.kysely;
    await db
      .insertInto('collections')
      .values(COLLECTIONS.map(({ code }, position) => ({ code, position: 100 + position })))
      .execute();
    await db
      .insertInto('collection_translations')
      .values(COLLECTIONS.map(({ code, name }) => ({ collection_code: code, locale: 'en', name, subtitle: name, description: name })))
      .execute();
    await db
      .insertInto('products')
      .values(
        PIECES.map((piece, index) => ({
          sku: piece.sku,
          category_code: 'RINGS',
          collection_code: piece.collection.code,
          shape_code: 'ROUND',
          list_price_cents: piece.priceCents,
          default_gold: 'YELLOW',
          available: piece.available,
          shipment_working_days: 5,
          suggested_rank: 1_000 + index,
        })),
      )
      .execute();
    await db
      .insertInto('product_translations')
      .values(PIECES.map((piece) => ({ sku: piece.sku, locale: 'en', name: piece.name, description: piece.name })))
      .execute();
    manager = await signedInStaff(app, db, `maria.${context().engine}@ama.example`, 'manager');
  });

  /** One page of the test's pieces, as SKUs, in the order `sort` asks for ('' for the list's own). */
  async function skusOf(sort: string, page: number) {
    const res = await manager.get(`/api/staff/products?q=zq-&locale=en&page=${page}${sort && `&sort=${sort}`}`);
    expect(res.status).toBe(200);
    const list = staffProductListSchema.parse(res.body);
    expect(list.total).toBe(PIECES.length);
    return list.products.map((product) => product.sku);
  }

  itSortsOnTheServer({
    keys: STAFF_PRODUCT_SORT_KEYS,
    defaultSort: 'sku',
    pageSize: STAFF_LIMITS.productsPageSize,
    rows: () => PIECES,
    id: (piece) => piece.sku,
    sortedBy: SORTED_BY,
    idsOf: skusOf,
    answerTo: (sort) => manager.get(`/api/staff/products?sort=${encodeURIComponent(sort)}`),
    unknown: ['weight', 'price;drop', '--price', 'list_price_cents', 'PRICE', '-'],
  });

  it('sorts names and collections as they read, not by their case; the cheapest, and the ones on sale, first', async () => {
    const bySku = new Map(PIECES.map((piece) => [piece.sku, piece]));
    const shown = async (sort: string) => (await skusOf(sort, 1)).map((sku) => bySku.get(sku)!);
    expect((await shown('collection'))[0]!.collection.name).toBe('alba');
    expect((await shown('-collection'))[0]!.collection.name).toBe('Bruma');
    expect((await shown('name'))[0]!.name.toLowerCase()).toBe('aw');
    expect((await shown('price'))[0]!.priceCents).toBe(10_000);
    expect((await shown('available'))[0]!.available).toBe(true);
    expect((await shown('-available'))[0]!.available).toBe(false);
  });
});
