import type { FormEvent, ReactNode } from 'react';
import { STAFF_LIMITS } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { Button, TextField } from '@ama/shared-ui';

interface FiltersFormProps {
  /** Where the filters' messages are ('orders.filters'): the form's `label`, `apply` and `clear`, the search's `q` and `qHint`. */
  messages: string;
  /** Applies what the fields hold (the submit is the form's, not the browser's). */
  onApply: (event: FormEvent<HTMLFormElement>) => void;
  /** Shows the whole list again; offered while something narrows it. */
  onClear?: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A list's filters (in the URL), applied with "Show …", not on every key: each change is a request and a
 * new URL. The host re-keys the form by the URL, so Back shows the filters of the list it shows.
 */
export function FiltersForm({ messages, onApply, onClear, children }: FiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(event);
  };
  return (
    <form className="ama-staff-filters" role="search" aria-label={t(`${messages}.label`)} noValidate onSubmit={apply}>
      {children}
      <div className="ama-staff-filters__actions">
        <Button type="submit" theme="dark" size="s">
          {t(`${messages}.apply`)}
        </Button>
        {onClear && (
          <Button theme="text" size="s" onClick={onClear}>
            {t(`${messages}.clear`)}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The filters' search (a number, a code, a name or an e-mail, or part of one): its label and hint are the filters' `q` and `qHint`. */
export function FilterSearch({ messages, value, onChange }: { messages: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      name="q"
      type="search"
      label={t(`${messages}.q`)}
      hint={t(`${messages}.qHint`)}
      maxLength={STAFF_LIMITS.searchMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
