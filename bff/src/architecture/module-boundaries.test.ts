/**
 * The BFF's module boundaries (docs/architecture.md, "The BFF's modules"), checked on bff/src's import
 * graph: a business module is entered only through its index.ts, infrastructure never imports a
 * business module, code that runs in the shop never imports test support, a test or a module's
 * `__tests__/` scaffolding, no module imports the composition root, and no two modules import each
 * other, directly or round a loop. Test files may import what they need (a test of the cart may open a
 * newsletter table, a module's contract cases drive the whole app), so they are left out as importers.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkModuleBoundaries, moduleOf, readImportGraph, staleExceptions, type ModuleMap } from './module-boundaries';
import { BFF_MODULES, KNOWN_EXCEPTIONS } from './module-map';

const SRC = path.resolve(__dirname, '..');

describe("bff/src's modules", () => {
  const edges = readImportGraph(SRC);

  it('are all in the map of modules', () => {
    const mapped = new Set(Object.values(BFF_MODULES).flat());
    const modules = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isDirectory() || (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)));
    expect(modules.map(moduleOf).filter((name) => !mapped.has(name))).toEqual([]);
  });

  it('keep the boundary rules', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(checkModuleBoundaries(edges, BFF_MODULES, KNOWN_EXCEPTIONS)).toEqual([]);
  });

  it('list only known exceptions that still exist (remove one once its import is gone)', () => {
    expect(staleExceptions(edges, KNOWN_EXCEPTIONS)).toEqual([]);
  });
});

describe('the boundary check', () => {
  // A small shop: `shop` and `till` are business modules, `db` is infrastructure, `app` assembles them.
  const FIXTURE: Record<string, string> = {
    'app.ts': "import { basket } from './shop';\nexport const till = () => import('./till');\n",
    'config.ts': 'export const config = {};\n',
    'db/index.ts': "import { basket } from '../shop';\nexport const db = basket;\n",
    'shop/index.ts': "export { basket } from './basket';\n",
    // Reaches into till's drawer instead of its index.ts. The comment and the string below are no imports.
    'shop/basket.ts': "// import { x } from '../db/secret';\nimport { drawer } from '../till/drawer';\nexport const basket = `from '../db/other'` + drawer;\n",
    // A test may import any file it needs.
    'shop/basket.test.ts': "import { drawer } from '../till/drawer';\nimport { helper } from '../helpers/setup';\n",
    // So may the scaffolding a module keeps for its tests, such as its contract cases against the whole app.
    'shop/__tests__/cases.ts': "import { till } from '../../app';\nimport { helper } from '../../helpers/setup';\n",
    'till/index.ts': "export { drawer } from './drawer';\n",
    // Closes the cycle shop → till → shop, with a type import: types couple modules too.
    'till/drawer.ts': "import type { basket } from '../shop';\nconst { config } = require('../config');\nexport const drawer = 'drawer';\n",
    'helpers/setup.ts': 'export const helper = 1;\n',
    'stray.ts': "import { config } from './config';\n",
  };
  const MAP: ModuleMap = { business: ['shop', 'till'], infrastructure: ['config', 'db'], compositionRoot: ['app'], testSupport: ['helpers'] };
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'module-boundaries-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads every form of import, resolving folders to their index.ts, and nothing else', () => {
    const edges = readImportGraph(root).map(({ from, to }) => `${from} → ${to}`);
    expect(edges.sort()).toEqual(
      [
        'app.ts → shop/index.ts',
        'app.ts → till/index.ts',
        'db/index.ts → shop/index.ts',
        'shop/index.ts → shop/basket.ts',
        'shop/basket.ts → till/drawer.ts',
        'shop/basket.test.ts → till/drawer.ts',
        'shop/basket.test.ts → helpers/setup.ts',
        'shop/__tests__/cases.ts → app.ts',
        'shop/__tests__/cases.ts → helpers/setup.ts',
        'till/index.ts → till/drawer.ts',
        'till/drawer.ts → shop/index.ts',
        'till/drawer.ts → config.ts',
        'stray.ts → config.ts',
      ].sort(),
    );
  });

  it('fails on a module outside the map, an import past an index.ts, infrastructure importing business, and a cycle', () => {
    expect(checkModuleBoundaries(readImportGraph(root), MAP)).toEqual([
      'module stray is not in the map of modules: say whether it is business, infrastructure, composition root or test support',
      'db/index.ts imports shop/index.ts: infrastructure (db) never imports a business module (shop); inject what it needs where the app is assembled',
      'shop/basket.ts imports till/drawer.ts: another module is entered only through till/index.ts',
      'cycle between modules shop → till → shop (shop/basket.ts imports till/drawer.ts; till/drawer.ts imports shop/index.ts)',
    ]);
  });

  it('fails when code that runs in the shop imports test support', () => {
    const edges = [{ from: 'app.ts', to: 'helpers/setup.ts' }];
    expect(checkModuleBoundaries(edges, MAP)).toEqual(['app.ts imports helpers/setup.ts: code that runs in the shop never imports test support (helpers)']);
  });

  it("fails when code that runs in the shop imports a test or a module's test scaffolding, even its own", () => {
    const edges = [
      { from: 'shop/basket.ts', to: 'shop/__tests__/cases.ts' },
      { from: 'app.ts', to: 'till/drawer.test.ts' },
    ];
    expect(checkModuleBoundaries(edges, MAP)).toEqual([
      'shop/basket.ts imports shop/__tests__/cases.ts: code that runs in the shop never imports a test file or test scaffolding',
      'app.ts imports till/drawer.test.ts: code that runs in the shop never imports a test file or test scaffolding',
    ]);
  });

  it('fails when a business or infrastructure module imports the composition root, which only the composition root may', () => {
    const edges = [
      { from: 'shop/basket.ts', to: 'app.ts' },
      { from: 'db/index.ts', to: 'app.ts' },
      { from: 'main.ts', to: 'app.ts' },
    ];
    expect(checkModuleBoundaries(edges, { ...MAP, compositionRoot: ['app', 'main'] })).toEqual([
      'shop/basket.ts imports app.ts: a module never imports the composition root (app); it is handed what it needs where the app is assembled',
      'db/index.ts imports app.ts: a module never imports the composition root (app); it is handed what it needs where the app is assembled',
    ]);
  });

  it('passes once the imports go through index.ts, the arrows point one way and the exceptions are listed', () => {
    const edges = readImportGraph(root).filter(({ from }) => from !== 'till/drawer.ts' && from !== 'stray.ts');
    const exceptions = [
      { from: 'db/index.ts', to: 'shop/index.ts', why: 'fixture' },
      { from: 'shop/basket.ts', to: 'till/drawer.ts', why: 'fixture' },
    ];
    expect(checkModuleBoundaries(edges, MAP, exceptions)).toEqual([]);
    expect(staleExceptions(edges, [...exceptions, { from: 'app.ts', to: 'db/index.ts', why: 'gone' }])).toEqual([{ from: 'app.ts', to: 'db/index.ts', why: 'gone' }]);
  });
});
