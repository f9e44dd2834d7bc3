import { useTranslation } from '@ama/platform';
import { Checkbox } from '@ama/shared-ui';
import { FilterSearch, FiltersForm } from '../components/FiltersForm';
import { useDraft } from '../components/use-draft';
import { isDiscountCodesFiltered, type DiscountCodeFilters } from './discount-code-filters';

interface DiscountCodeFiltersFormProps {
  filters: DiscountCodeFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: DiscountCodeFilters) => void;
}

/**
 * A search (a code, or part of one) and whether the personal codes (the newsletter's, Club AMA's) are
 * listed too, applied on "Show codes".
 */
export function DiscountCodeFiltersForm({ filters, onApply }: DiscountCodeFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, update] = useDraft({ q: filters.q, personal: filters.personal });

  return (
    <FiltersForm
      messages="discountCodes.filters"
      onApply={() => onApply({ q: draft.q.trim(), personal: draft.personal, page: 1 })}
      onClear={isDiscountCodesFiltered(filters) ? () => onApply({ q: '', personal: false, page: 1 }) : undefined}
    >
      <FilterSearch messages="discountCodes.filters" value={draft.q} onChange={(q) => update({ q })} />
      <Checkbox
        name="personal"
        label={t('discountCodes.filters.personal')}
        hint={t('discountCodes.filters.personalHint')}
        checked={draft.personal}
        onChange={(event) => update({ personal: event.target.checked })}
      />
    </FiltersForm>
  );
}
