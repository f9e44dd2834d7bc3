import { LOCALES, type Locale } from '@ama/contracts';
import { searchScopeOf, type FilterName, type TermStems } from './search-scope';

// How a search's words, as each language stems them, read as filters. The stems here are the
// database's for these names (search.test.ts asks the real dictionaries end to end).
const names: FilterName[] = [
  { dimension: 'category', code: 'RINGS', locale: 'en', words: ['ring'] },
  { dimension: 'category', code: 'ENGAGEMENT_RINGS', locale: 'en', words: ['engag', 'ring'] },
  { dimension: 'category', code: 'RINGS', locale: 'de', words: ['ring'] },
  { dimension: 'category', code: 'ENGAGEMENT_RINGS', locale: 'de', words: ['verlobungsring'] },
  { dimension: 'gold', code: 'WHITE', locale: 'en', words: ['18kt', 'white', 'gold'] },
  { dimension: 'gold', code: 'ROSE', locale: 'en', words: ['18kt', 'rose', 'gold'] },
  { dimension: 'gold', code: 'ROSE', locale: 'de', words: ['18', 'kt', 'rosegold'] },
  { dimension: 'collection', code: 'AURORA', locale: 'en', words: ['aurora'] },
  { dimension: 'shape', code: 'OVAL', locale: 'en', words: ['oval'] },
];

/** A word stemmed alike in every language, or as given per language (the others then have no stem for it). */
const word = (stem: string | Partial<Record<Locale, string>>): TermStems =>
  Object.fromEntries(LOCALES.map((locale) => [locale, typeof stem === 'string' ? [stem] : stem[locale] ? [stem[locale]] : []])) as TermStems;
const read = (terms: TermStems[], locale: Locale = 'en') => searchScopeOf(terms, names, locale);

describe('a search read as filters', () => {
  it('keeps, in each kind of filter, the values that every one of its words names', () => {
    expect(read([word('ring')])).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'] });
    expect(read([word('engag'), word('ring')])).toEqual({ category: ['ENGAGEMENT_RINGS'] });
    expect(read([word('white'), word('gold'), word('ring')])).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'], gold: ['WHITE'] });
    expect(read([word('gold')])).toEqual({ gold: ['ROSE', 'WHITE'] });
  });

  it('reads each word in any language: "Roségold Ringe" is rose gold in both ring categories', () => {
    expect(read([word({ de: 'rosegold', en: 'rosegold' }), word({ de: 'ring', en: 'ring' })], 'de')).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'], gold: ['ROSE'] });
  });

  it("asks nothing of a stop word of the page's language, though another language may know it", () => {
    const de = word({ en: 'de' });
    expect(read([word('ring'), de], 'es')).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'] });
    expect(read([word('ring'), de], 'en')).toBeNull();
    expect(read([de], 'es')).toBeNull();
  });

  it('is no filter when one word is not a filter name, when no value is named by all its words, or when there are no words', () => {
    expect(read([word('ring'), word('pave')])).toBeNull();
    expect(read([word('white'), word('rose'), word('gold')])).toBeNull();
    expect(read([])).toBeNull();
  });

  it('is no filter when a word names two kinds of filter', () => {
    const ambiguous: FilterName[] = [...names, { dimension: 'collection', code: 'AURORA', locale: 'de', words: ['oval'] }];
    expect(searchScopeOf([word('oval')], ambiguous, 'en')).toBeNull();
  });
});
