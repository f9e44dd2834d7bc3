import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@ama/contracts';
import { Select, TextField } from '@ama/shared-ui';
import { FilterSearch, FiltersForm } from '../components/FiltersForm';
import { useDraft } from '../components/use-draft';
import { isFiltered, type OrderFilters } from './order-filters';
import { useTranslation } from '@ama/platform';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: OrderFilters) => void;
}

/** Status, placed from/until and a search (an order number or an e-mail, or part of one), applied on "Show orders". */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useDraft({ status: filters.status ?? '', from: filters.from ?? '', to: filters.to ?? '', q: filters.q });
  const [toError, setToError] = useState<string>();
  const update = (change: Partial<typeof draft>) => {
    setDraft(change);
    if ('from' in change || 'to' in change) setToError(undefined);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    // Dates written YYYY-MM-DD compare as text.
    if (draft.from && draft.to && draft.to < draft.from) {
      setToError(t('orders.filters.toBeforeFrom'));
      event.currentTarget.querySelector<HTMLInputElement>('[name="to"]')?.focus();
      return;
    }
    onApply({ status: (draft.status || undefined) as OrderStatus | undefined, from: draft.from || undefined, to: draft.to || undefined, q: draft.q.trim(), page: 1 });
  };

  const statusOptions = [{ value: '', label: t('orders.filters.anyStatus') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))];

  return (
    <FiltersForm messages="orders.filters" onApply={apply} onClear={isFiltered(filters) ? () => onApply({ q: '', page: 1 }) : undefined}>
      <Select name="status" label={t('orders.filters.status')} options={statusOptions} value={draft.status} onChange={(event) => update({ status: event.target.value })} />
      <TextField name="from" type="date" label={t('orders.filters.from')} value={draft.from} onChange={(event) => update({ from: event.target.value })} />
      <TextField
        name="to"
        type="date"
        label={t('orders.filters.to')}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => update({ to: event.target.value })}
        error={toError}
      />
      <FilterSearch messages="orders.filters" value={draft.q} onChange={(q) => update({ q })} />
    </FiltersForm>
  );
}
