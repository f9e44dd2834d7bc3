import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@ama/contracts';
import { checkKeyParity, formatKeyParityIssues } from './key-parity';

describe('checkKeyParity', () => {
  const complete = { a: 'A', nested: { b: 'B' } };

  it('reports nothing when all four languages have the same non-empty keys', () => {
    expect(checkKeyParity({ en: complete, it: complete, es: complete, de: complete })).toEqual([]);
  });

  it('reports missing, extra and empty keys per locale', () => {
    const issues = checkKeyParity({
      en: complete,
      it: { a: 'A' },
      es: { a: 'A', nested: { b: 'B', c: 'C' } },
      de: { a: ' ', nested: { b: 'B' } },
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { locale: 'it', key: 'nested.b', problem: 'missing' },
        { locale: 'es', key: 'nested.c', problem: 'extra' },
        { locale: 'de', key: 'a', problem: 'empty' },
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it('reports an empty English text and a non-text value', () => {
    const issues = checkKeyParity({ en: { a: '' }, it: { a: 3 }, es: { a: 'A' }, de: { a: 'A' } });
    expect(formatKeyParityIssues(issues)).toEqual(['en: empty a', 'it: empty a']);
  });

  it('treats a text where English has a group as a mismatch', () => {
    const issues = checkKeyParity({ en: complete, it: { a: 'A', nested: 'B' }, es: complete, de: complete });
    expect(formatKeyParityIssues(issues)).toEqual(['it: extra nested', 'it: missing nested.b']);
  });
});

/**
 * Every workspace that ships messages (src/i18n/{en,it,es,de}.json) is checked, found on disk, so a new
 * package is covered without touching this test.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const workspacesWithMessages = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name)
  .filter((name) => fs.existsSync(path.join(repoRoot, name, 'src', 'i18n')))
  .sort();

const readMessages = (workspace: string, locale: string): unknown => {
  const file = path.join(repoRoot, workspace, 'src', 'i18n', `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
};

describe('message files of every workspace', () => {
  it('are found (platform at least), so the check below cannot pass vacuously', () => {
    expect(workspacesWithMessages).toContain('platform');
  });

  it.each(workspacesWithMessages)('%s has all four languages with the same non-empty keys', (workspace) => {
    const files = Object.fromEntries(LOCALES.map((locale) => [locale, readMessages(workspace, locale)]));
    const missingFiles = LOCALES.filter((locale) => files[locale] === undefined).map((l) => `${l}.json`);
    expect(missingFiles).toEqual([]);
    expect(formatKeyParityIssues(checkKeyParity(files as Record<(typeof LOCALES)[number], unknown>))).toEqual([]);
  });
});
