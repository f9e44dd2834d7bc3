import { z } from 'zod';
import { CATALOG_LIMITS } from './constants';
import { localeParam, textParam } from './query-params';
import { SEARCH_SUGGESTIONS_LIMITS } from './search-suggestions-fields';
export * from './search-suggestions-fields';

/*
 * Suggestions while a shopper types in the search box (docs/search.md): product names and categories
 * that the words typed so far lead to, the last word read as the start of a word.
 */

/** GET /api/search/suggestions?locale=en&q=soli */
export const searchSuggestionsQuerySchema = z.object({
  locale: localeParam,
  q: textParam(CATALOG_LIMITS.searchMaxLength),
});
export type SearchSuggestionsQuery = z.output<typeof searchSuggestionsQuerySchema>;

export const searchSuggestionsResponseSchema = z.object({
  /** Texts to search for, best first: a category's name, then products' names. */
  suggestions: z.array(z.string()).max(SEARCH_SUGGESTIONS_LIMITS.maxSuggestions),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
