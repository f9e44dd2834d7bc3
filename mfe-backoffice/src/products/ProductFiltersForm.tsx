import { useTranslation } from '@ama/platform';
import { Select } from '@ama/shared-ui';
import { FilterSearch, FiltersForm } from '../components/FiltersForm';
import { useDraft } from '../components/use-draft';
import { isProductsFiltered, type Availability, type ProductFilters } from './product-filters';

interface ProductFiltersFormProps {
  filters: ProductFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: ProductFilters) => void;
}

/** A search (a SKU or a name, or part of one) and on sale / off sale, applied on "Show products". */
export function ProductFiltersForm({ filters, onApply }: ProductFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, update] = useDraft({ available: filters.available ?? '', q: filters.q });
  const availabilityOptions = [
    { value: '', label: t('products.filters.anyAvailability') },
    { value: 'true', label: t('products.availability.onSale') },
    { value: 'false', label: t('products.availability.offSale') },
  ];

  return (
    <FiltersForm
      messages="products.filters"
      onApply={() => onApply({ available: (draft.available || undefined) as Availability | undefined, q: draft.q.trim(), page: 1 })}
      onClear={isProductsFiltered(filters) ? () => onApply({ q: '', page: 1 }) : undefined}
    >
      <FilterSearch messages="products.filters" value={draft.q} onChange={(q) => update({ q })} />
      <Select
        name="available"
        label={t('products.filters.availability')}
        options={availabilityOptions}
        value={draft.available}
        onChange={(event) => update({ available: event.target.value })}
      />
    </FiltersForm>
  );
}
