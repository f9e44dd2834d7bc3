import { LOCALES, type Locale } from '@ama/contracts';
import { CATEGORY_SEED, COLLECTION_SEED, OPTION_VALUE_LABELS, SHAPE_SEED } from '../seed';

/**
 * 200 different searches, 50 in each language, as shoppers type them (`npm run bench:listing`): a
 * category, a collection, a gold colour or a shape; a category in a gold colour ("anelli oro rosa");
 * a collection's piece ("Gaia Ohrringe"); and a category with a letter missing. Broad words on purpose:
 * in a brand-size catalogue "rings" matches tens of thousands of pieces, the search's costliest case.
 */
export function benchSearchQueries(): Array<{ locale: Locale; q: string }> {
  return LOCALES.flatMap((locale) => queriesIn(locale).map((q) => ({ locale, q })));
}

/** "18KT rose gold" → "rose gold": the carats are not what a shopper types. */
const goldWords = (label: string) =>
  label
    .split(/\s+/)
    .filter((word) => !/^(18|18kt|kt|k)$/i.test(word))
    .join(' ');

function queriesIn(locale: Locale): string[] {
  const categories = CATEGORY_SEED.map((category) => category.name[locale]);
  const collections = COLLECTION_SEED.map((collection) => collection.texts[locale].name);
  const golds = OPTION_VALUE_LABELS.filter((label) => label.type === 'GOLD_COLOUR').map((label) => goldWords(label.label[locale]));
  const shapes = SHAPE_SEED.map((shape) => shape.name[locale]);
  const inGold = categories.flatMap((category) => golds.map((gold) => `${category} ${gold}`));
  const ofCollection = collections.map((collection, index) => `${collection} ${categories[index % categories.length]}`);
  const typos = categories.slice(0, 3).map((category) => category.slice(0, 2) + category.slice(3));
  const queries = [...new Set([...categories, ...collections, ...golds, ...shapes, ...inGold, ...ofCollection, ...typos])];
  if (queries.length !== 50) throw new Error(`expected 50 different queries in ${locale}, built ${queries.length}`);
  return queries;
}
