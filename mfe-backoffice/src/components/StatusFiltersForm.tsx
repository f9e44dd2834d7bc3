import { useTranslation } from '@ama/platform';
import { Select } from '@ama/shared-ui';
import { FiltersForm } from './FiltersForm';
import type { StatusFilters } from './status-filter';
import { useDraft } from './use-draft';

interface StatusFiltersFormProps<Status extends string> {
  /** The statuses offered, in their lifecycle's order. */
  statuses: readonly Status[];
  /** Where the list's messages are ('warrantyRenewals'): its `filters` (label, status, anyStatus, apply, clear) and `statuses`. */
  messages: string;
  filters: StatusFilters<Status>;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: StatusFilters<Status>) => void;
}

/** A list's one filter, a status ("Requested": what waits for the next step), applied on its "Show …" button. */
export function StatusFiltersForm<Status extends string>({ statuses, messages, filters, onApply }: StatusFiltersFormProps<Status>) {
  const { t } = useTranslation('backoffice');
  const [draft, update] = useDraft({ status: filters.status ?? '' });
  const options = [{ value: '', label: t(`${messages}.filters.anyStatus`) }, ...statuses.map((status) => ({ value: status, label: t(`${messages}.statuses.${status}`) }))];
  return (
    <FiltersForm
      messages={`${messages}.filters`}
      onApply={() => onApply({ status: (draft.status || undefined) as Status | undefined, page: 1 })}
      onClear={filters.status ? () => onApply({ page: 1 }) : undefined}
    >
      <Select name="status" label={t(`${messages}.filters.status`)} options={options} value={draft.status} onChange={(event) => update({ status: event.target.value })} />
    </FiltersForm>
  );
}
