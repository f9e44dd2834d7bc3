import { CLUB_LOAN_STATUSES, type ClubLoanStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { Select } from '@ama/shared-ui';
import { FiltersForm } from '../../components/FiltersForm';
import { useDraft } from '../../components/use-draft';
import type { ClubLoanFilters } from './club-loan-filters';

interface ClubLoanFiltersFormProps {
  filters: ClubLoanFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: ClubLoanFilters) => void;
}

/** The one filter, a status ("Requested": what waits for an answer), applied on "Show loans". */
export function ClubLoanFiltersForm({ filters, onApply }: ClubLoanFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, update] = useDraft({ status: filters.status ?? '' });
  const options = [{ value: '', label: t('clubLoans.filters.anyStatus') }, ...CLUB_LOAN_STATUSES.map((status) => ({ value: status, label: t(`clubLoans.statuses.${status}`) }))];
  return (
    <FiltersForm
      messages="clubLoans.filters"
      onApply={() => onApply({ status: (draft.status || undefined) as ClubLoanStatus | undefined, page: 1 })}
      onClear={filters.status ? () => onApply({ page: 1 }) : undefined}
    >
      <Select name="status" label={t('clubLoans.filters.status')} options={options} value={draft.status} onChange={(event) => update({ status: event.target.value })} />
    </FiltersForm>
  );
}
