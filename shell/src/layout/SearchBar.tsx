import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { safeNavigate, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { isPopoverOpen } from './popover';
import { useSearchSuggestions } from './search-suggestions';

/** The search bar's id: the header's search button opens it (popovertarget) and names it (aria-controls). */
export const SEARCH_BAR_ID = 'ama-search';
const SUGGESTIONS_ID = 'ama-search-suggestions';

/**
 * The header's search bar: a query goes to the results page of the catalogue. It is a popover the
 * search button opens by itself, and a GET form of that page, so it works before and without the
 * shell's code (a tap before the island hydrated, a browser without JavaScript); the entry's plain code
 * places it under the header. Once live, the open bar has the focus in its field, suggests searches
 * while the shopper types (a picked one is searched at once), and the query moves through single-spa
 * without a reload.
 */
export function SearchBar() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // The entry's plain code has placed it under the header (runtime/header-popovers.ts).
    const opened = () => {
      if (isPopoverOpen(element)) field.current?.focus();
    };
    // Opened before it hydrated (a tap on a page still loading its code).
    opened();
    element.addEventListener('toggle', opened);
    return () => element.removeEventListener('toggle', opened);
  }, []);

  const suggestions = useSearchSuggestions(query, locale);

  const search = (text: string) => {
    if (isPopoverOpen(form.current)) form.current!.hidePopover();
    safeNavigate(text ? `/results?q=${encodeURIComponent(text)}` : '/results');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(query.trim());
  };
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    // A suggestion picked from the list (the browser replaces the text): searched at once.
    const picked = (event.nativeEvent as InputEvent).inputType === 'insertReplacementText' || !(event.nativeEvent instanceof InputEvent);
    if (picked && suggestions.includes(event.target.value)) search(event.target.value);
  };

  return (
    <form ref={form} id={SEARCH_BAR_ID} popover="auto" role="search" className="ama-search" method="get" action={`/${locale}/results`} onSubmit={submit}>
      <label className="ama-search__label" htmlFor="ama-search-input">
        {t('search.label')}
      </label>
      <input
        ref={field}
        id="ama-search-input"
        className="ama-search__input"
        type="search"
        name="q"
        value={query}
        maxLength={100}
        placeholder={t('search.placeholder')}
        list={SUGGESTIONS_ID}
        autoComplete="off"
        onChange={typed}
      />
      {/* The browser's own list under the field: by touch, keyboard and screen reader alike. */}
      <datalist id={SUGGESTIONS_ID}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <Button type="submit" theme="dark" size="m">
        {t('search.submit')}
      </Button>
    </form>
  );
}
