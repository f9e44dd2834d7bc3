import type { FormEvent } from 'react';
import { SORT_OPTIONS, type ProductFacets } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Button, Checkbox, Select, TextField } from '@ama/shared-ui';
import { FILTER_DIMENSIONS, readListing, type FilterDimension, type ListingState } from '../results/listing-params';

interface ListingFiltersProps {
  state: ListingState;
  facets?: ProductFacets;
  /** A new listing chosen (filters or sort changed); it starts again on page 1. */
  onChange: (next: ListingState) => void;
}

const countOf = (facets: ProductFacets | undefined, dimension: FilterDimension, value: string) =>
  (facets?.[dimension] as { value: string; count: number }[] | undefined)?.find((facet) => facet.value === value)?.count ?? 0;

/**
 * The listing's filters and sorting as one GET form: without JavaScript "Show results" submits it to
 * the same URL; with JavaScript a checkbox or the sort applies at once, prices on submit.
 */
export function ListingFilters({ state, facets, onChange }: ListingFiltersProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  // What a GET submission of the form would put in the URL.
  const fromForm = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const field of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement)[]) {
      if (!field.name || field.value === '' || (field.type === 'checkbox' && !(field as HTMLInputElement).checked)) continue;
      params.append(field.name, field.value);
    }
    return { ...readListing(params), page: 1 };
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(fromForm(event.currentTarget));
  };
  const applyChoice = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.tagName === 'SELECT') onChange(fromForm(event.currentTarget));
  };
  const span = facets?.price;
  return (
    <form className="ama-filters" method="get" action={`/${locale}/results`} onSubmit={apply} onChange={applyChoice} aria-label={t('filters.label')}>
      {state.q && <input type="hidden" name="q" value={state.q} />}
      {state.q && state.asTyped && <input type="hidden" name="asTyped" value="1" />}
      {/* The shopper's ring size is not a filter of this form, but the listing it leads to keeps it. */}
      {state.size !== undefined && <input type="hidden" name="size" value={state.size} />}
      <Select
        className="ama-filters__sort"
        name="sort"
        label={t('filters.sort')}
        defaultValue={state.sort}
        key={state.sort}
        options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`filters.sortOptions.${option}`) }))}
      />
      {/* Closed on a phone (the jewels come first); always shown beside the list on a wide screen (CSS). */}
      <details className="ama-filters__panel">
        <summary>{t('filters.title')}</summary>
        {(Object.keys(FILTER_DIMENSIONS) as FilterDimension[]).map((dimension) => (
          <fieldset key={dimension} className="ama-filters__group">
            <legend>{t(`filters.${dimension}.label`)}</legend>
            {FILTER_DIMENSIONS[dimension].map((value) => (
              <Checkbox
                className="ama-filters__option"
                name={dimension}
                value={value}
                // Keyed by the choice: the box follows the URL after Back and Forward.
                key={`${value}-${(state[dimension] as string[]).includes(value)}`}
                defaultChecked={(state[dimension] as string[]).includes(value)}
                label={
                  <>
                    {t(`filters.${dimension}.values.${value}`)} <span className="ama-filters__count">({countOf(facets, dimension, value)})</span>
                  </>
                }
              />
            ))}
          </fieldset>
        ))}
        <fieldset className="ama-filters__group">
          <legend>{t('filters.price.label')}</legend>
          {span && <p className="ama-filters__hint">{t('filters.price.span', { min: formatPrice(span.minCents, locale), max: formatPrice(span.maxCents, locale) })}</p>}
          <div className="ama-filters__prices">
            <TextField
              type="number"
              name="minPrice"
              label={t('filters.price.min')}
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={state.minPrice ?? ''}
              key={`min-${state.minPrice}`}
            />
            <TextField
              type="number"
              name="maxPrice"
              label={t('filters.price.max')}
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={state.maxPrice ?? ''}
              key={`max-${state.maxPrice}`}
            />
          </div>
        </fieldset>
        <Button type="submit" theme="dark" size="m">
          {t('filters.apply')}
        </Button>
      </details>
    </form>
  );
}
