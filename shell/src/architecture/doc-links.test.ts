/**
 * The repository stands alone: every link in its Markdown documents (README, docs/, each package's
 * README) points at a file inside the repository that exists, so a fresh clone has no dead links.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'test-results']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

function localLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

const documents = markdownFiles(root).map((file) => path.relative(root, file));

test('the repository has its own architecture document', () => {
  expect(documents).toContain(path.join('docs', 'architecture.md'));
});

it.each(documents)('%s links only to files inside the repository', (document) => {
  const dead = localLinks(path.join(root, document)).filter((target) => {
    const resolved = path.resolve(root, path.dirname(document), target);
    return !resolved.startsWith(root + path.sep) || !existsSync(resolved);
  });
  expect(dead).toEqual([]);
});

it.each(documents)('%s names no file outside the repository', (document) => {
  expect(readFileSync(path.join(root, document), 'utf8')).not.toMatch(/\.\.\/shared\//);
});
