import { LOCALES, type Locale } from '@ama/contracts';

export type KeyParityProblem = 'missing' | 'extra' | 'empty';

export interface KeyParityIssue {
  locale: Locale;
  /** Dotted path of the key, e.g. 'request.failedTitle'. */
  key: string;
  problem: KeyParityProblem;
}

/** Flattens a message file into dotted keys → leaf values (anything that is not a plain object is a leaf). */
function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, tree);
  }
  return into;
}

const isEmpty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Compares the four message files of one namespace. English is the reference: a key English has and
 * another locale lacks is 'missing' there, a key only another locale has is 'extra'; a blank or
 * non-string leaf is 'empty' in whichever locale holds it.
 */
export function checkKeyParity(messages: Record<Locale, unknown>): KeyParityIssue[] {
  const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(messages[locale])])) as Record<Locale, Map<string, unknown>>;
  const reference = flat.en;
  const issues: KeyParityIssue[] = [];
  for (const locale of LOCALES) {
    const keys = flat[locale];
    for (const [key, value] of keys) {
      if (locale !== 'en' && !reference.has(key)) issues.push({ locale, key, problem: 'extra' });
      else if (isEmpty(value)) issues.push({ locale, key, problem: 'empty' });
    }
    if (locale === 'en') continue;
    for (const key of reference.keys()) {
      if (!keys.has(key)) issues.push({ locale, key, problem: 'missing' });
    }
  }
  return issues;
}

/** One line per issue, for readable test failures. */
export const formatKeyParityIssues = (issues: KeyParityIssue[]): string[] => issues.map(({ locale, key, problem }) => `${locale}: ${problem} ${key}`);
