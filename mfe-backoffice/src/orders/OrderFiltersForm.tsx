import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, STAFF_LIMITS, type OrderStatus } from '@ama/contracts';
import { Button, Select, TextField } from '@ama/shared-ui';
import { isFiltered, type OrderFilters } from './order-filters';
import { useTranslation } from '@ama/platform';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: OrderFilters) => void;
}

/**
 * Status, placed from/until and a search (an order number or an e-mail, or part of one). Applied on
 * "Show orders", not on every key: each change is a request and a new URL. The host re-keys the form
 * by the URL, so Back shows the filters of the list it shows.
 */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState({ status: filters.status ?? '', from: filters.from ?? '', to: filters.to ?? '', q: filters.q });
  const [toError, setToError] = useState<string>();
  const update = (change: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if ('from' in change || 'to' in change) setToError(undefined);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <form className="ama-staff-filters" role="search" aria-label={t('orders.filters.label')} noValidate onSubmit={apply}>
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
      <TextField
        name="q"
        type="search"
        label={t('orders.filters.q')}
        hint={t('orders.filters.qHint')}
        maxLength={STAFF_LIMITS.searchMaxLength}
        value={draft.q}
        onChange={(event) => update({ q: event.target.value })}
      />
      <div className="ama-staff-filters__actions">
        <Button type="submit" theme="dark" size="s">
          {t('orders.filters.apply')}
        </Button>
        {isFiltered(filters) && (
          <Button theme="text" size="s" onClick={() => onApply({ q: '', page: 1 })}>
            {t('orders.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
