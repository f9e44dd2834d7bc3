import { useState, type FormEvent } from 'react';
import { safeNavigate, uiActions, useAppDispatch, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';

/** The header's search bar: a query goes to the results page of the catalogue. */
export function SearchBar() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    dispatch(uiActions.setSearchBarOpen(false));
    safeNavigate(text ? `/results?q=${encodeURIComponent(text)}` : '/results');
  };

  return (
    <form id="ama-search" role="search" className="ama-search" onSubmit={submit}>
      <label className="ama-search__label" htmlFor="ama-search-input">
        {t('search.label')}
      </label>
      <input
        id="ama-search-input"
        className="ama-search__input"
        type="search"
        value={query}
        maxLength={100}
        autoFocus
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" theme="dark" size="m">
        {t('search.submit')}
      </Button>
    </form>
  );
}
