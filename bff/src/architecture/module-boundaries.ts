/**
 * The BFF's module boundaries, checked on its import graph (docs/architecture.md, "The BFF's modules").
 * The graph is read with the TypeScript compiler's own pre-processor, so every form of import counts
 * (`import`, `import type`, `export … from`, `import()`, `require()`) and comments or strings that merely
 * look like imports do not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import between two files of the tree, as paths relative to its root with `/` separators. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** What each module is; a folder of the tree or a file at its top is one module. */
export interface ModuleMap {
  /** Business modules: entered only through their index.ts. */
  business: readonly string[];
  /** Shared infrastructure: never imports a business module. Its files may be imported one by one. */
  infrastructure: readonly string[];
  /**
   * Where the app is assembled: may import every module (business ones through their index.ts), and is
   * imported by none of them.
   */
  compositionRoot: readonly string[];
  /** Code that exists for tests (harnesses, helpers): may import what it needs, like a test file. */
  testSupport: readonly string[];
}

/** An import the rules would refuse, allowed for now; each says why and goes when its file changes. */
export interface KnownException extends ImportEdge {
  why: string;
}

const SOURCE = /\.(c|m)?(t|j)sx?$/;
/**
 * Test files: `*.test.ts`, and the scaffolding a module keeps for its tests in its `__tests__/` folder
 * (its contract cases, a harness), out of the folder of the code that runs in the shop.
 */
const TEST_FILE = /((^|\/)__tests__\/|\.test\.(c|m)?(t|j)sx?$)/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

const toPosix = (file: string) => file.split(path.sep).join('/');

function sourceFiles(dir: string, skip: (relative: string) => boolean, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip(toPosix(path.relative(root, full)))) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full, skip, root);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A relative specifier as a file of the tree: `./x` is x.ts, or x/index.ts for a folder. */
function resolve(fromFile: string, specifier: string): string {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [target, ...RESOLVED_EXTENSIONS.map((ext) => target + ext), ...RESOLVED_EXTENSIONS.map((ext) => path.join(target, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? target;
}

/**
 * Every relative import between files under `root` (package imports and imports leaving the tree are
 * not the modules' business). `skip` leaves paths out, such as a folder of fixtures.
 */
export function readImportGraph(root: string, skip: (relative: string) => boolean = () => false): ImportEdge[] {
  return sourceFiles(root, skip).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolve(file, fileName))
      .filter((target) => !path.relative(root, target).startsWith('..'));
    // A file that imports another twice (a type, then a value) is one edge.
    return [...new Set(targets)].map((target) => ({ from: toPosix(path.relative(root, file)), to: toPosix(path.relative(root, target)) }));
  });
}

/** The module a file belongs to: its top folder, or the file's own name at the top of the tree. */
export function moduleOf(file: string): string {
  const [first, ...rest] = file.split('/');
  return rest.length > 0 ? first! : first!.replace(SOURCE, '');
}

const isIndex = (file: string) => /^[^/]+\/index\.(c|m)?(t|j)sx?$/.test(file);
const isTestFile = (file: string) => TEST_FILE.test(file);

function describe(edge: ImportEdge): string {
  return `${edge.from} imports ${edge.to}`;
}

/** The cycles between modules: one example path per strongly connected group (Tarjan). */
function moduleCycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const [from, to] = [moduleOf(edge.from), moduleOf(edge.to)];
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Map());
    if (!next.get(from)!.has(to)) next.get(from)!.set(to, edge);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);

  return groups.map((group) => {
    // A shortest way from the group's first module back to itself, inside the group.
    const start = group[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const node = queue.shift()!;
      for (const target of next.get(node)?.keys() ?? []) {
        if (!group.includes(target) || cameFrom.has(target)) continue;
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
    const loop = [start];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) loop.unshift(node);
    loop.unshift(start);
    const steps = loop.slice(1).map((node, step) => describe(next.get(loop[step]!)!.get(node)!));
    const caught = group.length > loop.length - 1 ? `; caught in the same tangle: ${group.join(', ')}` : '';
    return `cycle between modules ${loop.join(' → ')} (${steps.join('; ')})${caught}`;
  });
}

/**
 * Every breach of the rules, as one readable line each (empty when the tree keeps them):
 * - every module is in the map;
 * - a business module is imported from another module only through its index.ts;
 * - infrastructure never imports a business module;
 * - code that runs in the shop never imports test support, a test file or a module's `__tests__/`;
 * - business and infrastructure modules never import the composition root (it imports them);
 * - no cycle between modules.
 * Test files (`*.test.ts`, a module's `__tests__/`) and test support may import what they need: they are
 * left out, as importers.
 */
export function checkModuleBoundaries(edges: readonly ImportEdge[], map: ModuleMap, exceptions: readonly KnownException[] = []): string[] {
  const excepted = (edge: ImportEdge) => exceptions.some((allowed) => allowed.from === edge.from && allowed.to === edge.to);
  const kinds = new Map<string, keyof ModuleMap>();
  for (const kind of Object.keys(map) as (keyof ModuleMap)[]) for (const name of map[kind]) kinds.set(name, kind);
  const shopEdges = edges.filter((edge) => !isTestFile(edge.from) && kinds.get(moduleOf(edge.from)) !== 'testSupport' && !excepted(edge));

  const unmapped = [
    ...new Set(
      edges
        .flatMap((edge) => [edge.from, edge.to])
        .filter((file) => !isTestFile(file))
        .map(moduleOf),
    ),
  ]
    .filter((name) => !kinds.has(name))
    .sort()
    .map((name) => `module ${name} is not in the map of modules: say whether it is business, infrastructure, composition root or test support`);

  const breaches = shopEdges.flatMap((edge) => {
    const [from, to] = [moduleOf(edge.from), moduleOf(edge.to)];
    // Checked inside a module too: its own tests' scaffolding is no more part of the shop than another's.
    if (isTestFile(edge.to)) return [`${describe(edge)}: code that runs in the shop never imports a test file or test scaffolding`];
    if (from === to) return [];
    const found: string[] = [];
    if (kinds.get(to) === 'business' && !isIndex(edge.to)) found.push(`${describe(edge)}: another module is entered only through ${to}/index.ts`);
    if (kinds.get(from) === 'infrastructure' && kinds.get(to) === 'business')
      found.push(`${describe(edge)}: infrastructure (${from}) never imports a business module (${to}); inject what it needs where the app is assembled`);
    if (kinds.get(to) === 'testSupport') found.push(`${describe(edge)}: code that runs in the shop never imports test support (${to})`);
    const assembled = kinds.get(from) === 'business' || kinds.get(from) === 'infrastructure';
    if (assembled && kinds.get(to) === 'compositionRoot')
      found.push(`${describe(edge)}: a module never imports the composition root (${to}); it is handed what it needs where the app is assembled`);
    return found;
  });

  return [...unmapped, ...breaches, ...moduleCycles(shopEdges)];
}

/** The exceptions that no longer match an import: each is to be removed from the list. */
export function staleExceptions(edges: readonly ImportEdge[], exceptions: readonly KnownException[]): KnownException[] {
  return exceptions.filter((allowed) => !edges.some((edge) => edge.from === allowed.from && edge.to === allowed.to));
}
