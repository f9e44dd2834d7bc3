import { useEffect, useState } from 'react';
import type { Locale } from '@ama/contracts';
import { SEARCH_SUGGESTIONS_LIMITS, SEARCH_SUGGESTIONS_PATH } from '@ama/contracts/search-suggestions-fields';

/** Quiet time after a keystroke before suggestions are asked for: one request per pause, not per letter. */
const PAUSE_MS = 150;

/**
 * The catalogue's suggestions for what the shopper has typed so far (docs/search.md). An aid only: a
 * failed or late answer leaves the list as it was, and the search itself works without it.
 */
export function useSearchSuggestions(query: string, locale: Locale): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    const text = query.trim();
    if (text.length < SEARCH_SUGGESTIONS_LIMITS.minLength) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SEARCH_SUGGESTIONS_PATH}?locale=${locale}&q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions?: unknown }>) : null))
        .then((body) => {
          if (Array.isArray(body?.suggestions)) setSuggestions(body.suggestions.filter((item): item is string => typeof item === 'string'));
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return suggestions;
}
