import type { Locale } from '@ama/contracts';
import { searchScopeOf, type FilterName } from './search-scope';

// How a search's words, as each language stems them, read as filters. The stems here are the
// database's for these names (search.test.ts asks the real dictionaries end to end).
const names: FilterName[] = [
  { dimension: 'category', code: 'RINGS', locale: 'en', words: ['ring'] },
  { dimension: 'category', code: 'ENGAGEMENT_RINGS', locale: 'en', words: ['engag', 'ring'] },
  { dimension: 'category', code: 'RINGS', locale: 'de', words: ['ring'] },
  { dimension: 'category', code: 'ENGAGEMENT_RINGS', locale: 'de', words: ['verlobungsring'] },
  { dimension: 'gold', code: 'WHITE', locale: 'en', words: ['18kt', 'white', 'gold'] },
  { dimension: 'gold', code: 'ROSE', locale: 'en', words: ['18kt', 'rose', 'gold'] },
  { dimension: 'collection', code: 'AURORA', locale: 'en', words: ['aurora'] },
  { dimension: 'shape', code: 'OVAL', locale: 'en', words: ['oval'] },
  { dimension: 'shape', code: 'ROSE_CUT', locale: 'de', words: ['rose'] },
];
const read = (byLocale: Partial<Record<Locale, string[]>>) => searchScopeOf(new Map(Object.entries(byLocale) as Array<[Locale, string[]]>), names);

describe('a search read as filters', () => {
  it('keeps, in each dimension, every value whose name holds all of its words', () => {
    expect(read({ en: ['ring'] })).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'] });
    expect(read({ en: ['white', 'gold', 'ring'] })).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'], gold: ['WHITE'] });
    expect(read({ en: ['gold'] })).toEqual({ gold: ['ROSE', 'WHITE'] });
  });

  it('is no filter when one word is not a filter name, when no name holds all the words, or when there are no words', () => {
    expect(read({ en: ['ring', 'pave'] })).toBeNull();
    expect(read({ en: ['white', 'rose', 'gold'] })).toBeNull();
    expect(read({ en: [] })).toBeNull();
  });

  it('joins two languages that read the words alike, or apart in one dimension only', () => {
    // "Ringe": German's stemmer names Rings, English's names both ring categories.
    expect(read({ en: ['ring'], de: ['ring'] })).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'] });
  });

  it('is no filter when a word names two kinds of filter in one language, or two languages read it as different kinds', () => {
    const ambiguous: FilterName[] = [...names, { dimension: 'collection', code: 'AURORA', locale: 'en', words: ['oval'] }];
    expect(searchScopeOf(new Map([['en', ['oval']]]), ambiguous)).toBeNull();
    // English reads "rose" as a gold colour only with "gold"; German reads it as a shape.
    expect(read({ en: ['aurora'], de: ['rose'] })).toBeNull();
  });
});
