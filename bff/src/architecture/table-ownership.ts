import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A table a module's code reads or writes, where its query names it. */
export interface TableUse {
  file: string;
  module: string;
  table: string;
}

/** A use of another module's table that is tolerated for now, and why. */
export interface KnownTableUse {
  module: string;
  table: string;
  why: string;
}

/** Tests, and the scaffolding a module keeps for them in its `__tests__/` folder: not the shop's queries. */
const TEST_FILE = /((^|\/)__tests__\/|\.test\.tsx?$)/;

/** The shop's source files under `root` (tests left out), relative, with their text. */
function sources(root: string): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
    });
  return walk(root)
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !TEST_FILE.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

const moduleOfFile = (file: string) => file.split('/')[0]!.replace(/\.tsx?$/, '');

/** The keys of the first `{ … }` after `start` in `text` (one level: a table type's name per line). */
function keysAfter(text: string, start: number): string[] {
  const open = text.indexOf('{', start);
  const close = text.indexOf('}', open);
  return [...text.slice(open + 1, close).matchAll(/^\s*([a-z][a-z0-9_]*)\s*:/gm)].map((match) => match[1]!);
}

/**
 * Which module declares which table: the keys of a `declare module '../db/schema' { interface
 * Database { … } }` merge or of an `XTables = { … }` type, in
 * the module's own files (docs/data-model.md#tables).
 */
export function tableOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { file, text } of sources(root)) {
    const module = moduleOfFile(file);
    const starts = [...text.matchAll(/interface Database \{|export type \w+Tables = (?:\w+ & )?\{/g)].map((match) => match.index! + match[0].length - 1);
    for (const start of starts) for (const table of keysAfter(text, start)) owners.set(table, module);
  }
  return owners;
}

/** Every table a query of the shop's code names (Kysely's selectFrom, insertInto, updateTable, deleteFrom and joins). */
export function tableUses(root: string): TableUse[] {
  return sources(root).flatMap(({ file, text }) =>
    [...text.matchAll(/\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*['"]([a-z][a-z0-9_]*)/g)].map((match) => ({
      file,
      module: moduleOfFile(file),
      table: match[1]!,
    })),
  );
}

/**
 * Uses of a table by a module that does not own it, or of a table no module declares; one line each,
 * except the known ones.
 */
export function foreignTableUses(uses: readonly TableUse[], owners: ReadonlyMap<string, string>, known: readonly KnownTableUse[]): string[] {
  const excepted = (use: TableUse) => known.some((item) => item.module === use.module && item.table === use.table);
  return [
    ...new Set(
      uses
        .filter((use) => owners.get(use.table) !== use.module && !excepted(use))
        .map((use) =>
          owners.has(use.table)
            ? `${use.file} uses ${use.table}, a table of ${owners.get(use.table)}: ask that module through its index.ts (or have the composition root hand over a function)`
            : `${use.file} uses ${use.table}, which no module declares in its tables.ts`,
        ),
    ),
  ];
}
