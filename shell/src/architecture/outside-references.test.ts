/**
 * The repository stands alone, in its words too: no comment, test name or document points at a document
 * a clone does not contain (a product specification by section, an architecture note outside the tree).
 * The requirements are docs/requirements.md, the architecture docs/architecture.md; point there, with an
 * anchor, or let the comment say what it means on its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

// Written in pieces so that a search of the tree for these words does not find this file.
const SECTION = '\u00a7';
const NOTE = 'DES' + 'IGN';
const PRODUCT = 'prod' + 'uct';
const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a section of an outside specification', pattern: new RegExp(`\\bspec(?:ification)?\\s*\\(?${SECTION}`, 'i') },
  { what: 'a section of an outside design note', pattern: new RegExp(`\\b${NOTE}(?:\\.md)?\\s*${SECTION}`) },
  { what: 'an outside design note', pattern: new RegExp(`\\b${NOTE}\\.md\\b`) },
  { what: 'an outside product specification', pattern: new RegExp(`\\b${PRODUCT}[- ]spec\\b`, 'i') },
];

/** Tracked files and new ones not yet added (ignored ones left out), as text; binaries skipped. */
function repositoryTexts(): { file: string; text: string }[] {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listing.split('\0').filter(Boolean))].flatMap((file) => {
    const full = path.join(root, file);
    if (!existsSync(full)) return [];
    const text = readFileSync(full, 'utf8');
    return text.includes('\0') ? [] : [{ file, text }];
  });
}

function references(text: string): string[] {
  return text.split('\n').flatMap((line, index) => FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `line ${index + 1}: ${what}: ${line.trim()}`));
}

const texts = repositoryTexts();

test('the listing finds the repository (git works here)', () => {
  expect(texts.map(({ file }) => file)).toEqual(expect.arrayContaining(['docs/requirements.md', 'README.md']));
});

test('no file points at a document outside the repository (point at docs/requirements.md#… instead)', () => {
  const found = texts.flatMap(({ file, text }) => references(text).map((reference) => `${file}: ${reference}`));
  expect(found).toEqual([]);
});

test('every pointer into docs/requirements.md names an anchor it has', () => {
  const requirements = texts.find(({ file }) => file === 'docs/requirements.md')!.text;
  const anchors = new Set([...requirements.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]));
  const dangling = texts.flatMap(({ file, text }) =>
    [...text.matchAll(/requirements\.md#([a-z0-9-]+)/g)].filter((match) => !anchors.has(match[1])).map((match) => `${file}: #${match[1]}`),
  );
  expect(dangling).toEqual([]);
});

test('the patterns catch what they are for', () => {
  expect(references(`// the route table of spec ${SECTION}2`)).toHaveLength(1);
  expect(references(`// Spec ${SECTION}7: every request carries the locale`)).toHaveLength(1);
  expect(references(`// the ${PRODUCT} spec (${SECTION}9)`)).toHaveLength(2);
  expect(references(`// the server prices it (${NOTE}.md ${SECTION}3)`)).toHaveLength(2);
  expect(references(`// escaped (${NOTE} ${SECTION}7)`)).toHaveLength(1);
  expect(references(`// ${PRODUCT}-spec, section 4`)).toHaveLength(1);
  expect(references('// e2e/release.spec.ts: a Playwright spec file')).toEqual([]);
  expect(references('// docs/requirements.md#checkout: the funnel')).toEqual([]);
});
