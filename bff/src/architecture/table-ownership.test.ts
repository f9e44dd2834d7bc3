/**
 * A module reads and writes its own tables only (docs/data-model.md#tables): what it needs of another
 * module's data it asks that module for through its index.ts. Checked on the queries of bff/src's code
 * (Kysely's selectFrom, insertInto, updateTable, deleteFrom and joins; raw SQL text is not read).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BFF_MODULES } from './module-map';
import { foreignTableUses, tableOwners, tableUses, type KnownTableUse } from './table-ownership';

const SRC = path.resolve(__dirname, '..');

/** Uses of another module's table tolerated for now, each with why; the test fails once one is gone. None today. */
const KNOWN_TABLE_USES: readonly KnownTableUse[] = [];

describe("bff/src's tables", () => {
  const owners = tableOwners(SRC);
  const testSupport = new Set(BFF_MODULES.testSupport);
  const uses = tableUses(SRC).filter((use) => !testSupport.has(use.module));

  it('each belong to the module that declares them', () => {
    expect(Object.fromEntries([...owners].filter(([table]) => ['products', 'carts', 'club_members', 'orders', 'events', 'outbox'].includes(table)))).toEqual({
      products: 'catalog',
      carts: 'cart',
      club_members: 'club',
      orders: 'orders',
      events: 'events',
      outbox: 'mail',
    });
  });

  it('are used only by their own module', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(foreignTableUses(uses, owners, KNOWN_TABLE_USES)).toEqual([]);
  });

  it('list only known uses that still exist', () => {
    expect(KNOWN_TABLE_USES.filter((known) => !uses.some((use) => use.module === known.module && use.table === known.table))).toEqual([]);
  });
});

describe('the table check', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'table-ownership-'));
    const files: Record<string, string> = {
      'shop/tables.ts': "declare module '../db/schema' {\n  interface Database {\n    baskets: BasketsTable;\n  }\n}\n",
      'shop/basket.ts': "export const read = (db) => db.selectFrom('baskets').selectAll().execute();\n",
      // Reaches into the shop's table instead of asking the shop.
      'till/drawer.ts': "export const peek = (db) => db.selectFrom('drawers').innerJoin('baskets as b', 'b.id', 'd.basket').execute();\n",
      'till/tables.ts': 'export type TillTables = {\n  drawers: DrawersTable;\n};\n',
      'till/drawer.test.ts': "export const check = (db) => db.selectFrom('baskets').execute();\n",
      'till/ledger.ts': "export const sum = (db) => db.selectFrom('ledgers').execute();\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("finds a module's use of another's table and of a table nobody declares, not a test's", () => {
    const owners = tableOwners(root);
    expect(Object.fromEntries(owners)).toEqual({ baskets: 'shop', drawers: 'till' });
    expect(foreignTableUses(tableUses(root), owners, [])).toEqual([
      'till/drawer.ts uses baskets, a table of shop: ask that module through its index.ts (or have the composition root hand over a function)',
      'till/ledger.ts uses ledgers, which no module declares in its tables.ts',
    ]);
    expect(
      foreignTableUses(tableUses(root), owners, [
        { module: 'till', table: 'baskets', why: 'a fixture' },
        { module: 'till', table: 'ledgers', why: 'a fixture' },
      ]),
    ).toEqual([]);
  });
});
