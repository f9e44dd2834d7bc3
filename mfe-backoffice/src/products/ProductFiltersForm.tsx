import { useState, type FormEvent } from 'react';
import { STAFF_LIMITS } from '@ama/contracts';
import { Button, Select, TextField } from '@ama/shared-ui';
import { isProductsFiltered, type Availability, type ProductFilters } from './product-filters';
import { useTranslation } from '@ama/platform';

interface ProductFiltersFormProps {
  filters: ProductFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: ProductFilters) => void;
}

/**
 * A search (a SKU or a name, or part of one) and on sale / off sale. Applied on "Show products", not on
 * every key: each change is a request and a new URL. The host re-keys the form by the URL, so Back
 * shows the filters of the list it shows.
 */
export function ProductFiltersForm({ filters, onApply }: ProductFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState({ available: filters.available ?? '', q: filters.q });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ available: (draft.available || undefined) as Availability | undefined, q: draft.q.trim(), page: 1 });
  };

  const availabilityOptions = [
    { value: '', label: t('products.filters.anyAvailability') },
    { value: 'true', label: t('products.availability.onSale') },
    { value: 'false', label: t('products.availability.offSale') },
  ];

  return (
    <form className="ama-staff-filters" role="search" aria-label={t('products.filters.label')} noValidate onSubmit={apply}>
      <TextField
        name="q"
        type="search"
        label={t('products.filters.q')}
        hint={t('products.filters.qHint')}
        maxLength={STAFF_LIMITS.searchMaxLength}
        value={draft.q}
        onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
      />
      <Select
        name="available"
        label={t('products.filters.availability')}
        options={availabilityOptions}
        value={draft.available}
        onChange={(event) => setDraft((current) => ({ ...current, available: event.target.value }))}
      />
      <div className="ama-staff-filters__actions">
        <Button type="submit" theme="dark" size="s">
          {t('products.filters.apply')}
        </Button>
        {isProductsFiltered(filters) && (
          <Button theme="text" size="s" onClick={() => onApply({ q: '', page: 1 })}>
            {t('products.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
