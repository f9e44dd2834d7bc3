import { useState, type FormEvent } from 'react';
import { STAFF_LIMITS } from '@ama/contracts';
import { Button, Checkbox, TextField } from '@ama/shared-ui';
import { isDiscountCodesFiltered, type DiscountCodeFilters } from './discount-code-filters';
import { useTranslation } from '@ama/platform';

interface DiscountCodeFiltersFormProps {
  filters: DiscountCodeFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: DiscountCodeFilters) => void;
}

/**
 * A search (a code, or part of one) and whether the personal codes (the newsletter's, Club AMA's) are
 * listed too. Applied on "Show codes"; the host re-keys the form by the URL, so Back shows its filters.
 */
export function DiscountCodeFiltersForm({ filters, onApply }: DiscountCodeFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState({ q: filters.q, personal: filters.personal });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: draft.q.trim(), personal: draft.personal, page: 1 });
  };

  return (
    <form className="ama-staff-filters" role="search" aria-label={t('discountCodes.filters.label')} noValidate onSubmit={apply}>
      <TextField
        name="q"
        type="search"
        label={t('discountCodes.filters.q')}
        hint={t('discountCodes.filters.qHint')}
        maxLength={STAFF_LIMITS.searchMaxLength}
        value={draft.q}
        onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
      />
      <Checkbox
        name="personal"
        label={t('discountCodes.filters.personal')}
        hint={t('discountCodes.filters.personalHint')}
        checked={draft.personal}
        onChange={(event) => setDraft((current) => ({ ...current, personal: event.target.checked }))}
      />
      <div className="ama-staff-filters__actions">
        <Button type="submit" theme="dark" size="s">
          {t('discountCodes.filters.apply')}
        </Button>
        {isDiscountCodesFiltered(filters) && (
          <Button theme="text" size="s" onClick={() => onApply({ q: '', personal: false, page: 1 })}>
            {t('discountCodes.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
