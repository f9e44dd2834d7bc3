// Suggestions while a shopper types in the search box (docs/search.md), without zod: the header's code
// reads these; the schemas (search-suggestions.ts) stay out of the browser's bundles.

/** Where the search box asks for suggestions. */
export const SEARCH_SUGGESTIONS_PATH = '/api/search/suggestions';
export const SEARCH_SUGGESTIONS_LIMITS = {
  /** Letters typed before any suggestion is asked for. */
  minLength: 2,
  maxSuggestions: 6,
} as const;
