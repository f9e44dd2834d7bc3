import { useState, type FormEvent } from 'react';
import { CLUB_STATUSES, STAFF_LIMITS, type ClubStatus } from '@ama/contracts';
import { Button, Select, TextField } from '@ama/shared-ui';
import { isClubMembersFiltered, type ClubMemberFilters } from './club-member-filters';
import { useTranslation } from '@ama/platform';

interface ClubMemberFiltersFormProps {
  filters: ClubMemberFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: ClubMemberFilters) => void;
}

/**
 * A search (a name or an e-mail, or part of one) and a status. Applied on "Show members", not on every
 * key: each change is a request and a new URL. The host re-keys the form by the URL, so Back shows the
 * filters of the list it shows.
 */
export function ClubMemberFiltersForm({ filters, onApply }: ClubMemberFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState({ q: filters.q, status: filters.status ?? '' });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: draft.q.trim(), status: (draft.status || undefined) as ClubStatus | undefined, page: 1 });
  };

  const statusOptions = [{ value: '', label: t('club.filters.anyStatus') }, ...CLUB_STATUSES.map((status) => ({ value: status, label: t(`club.statuses.${status}`) }))];

  return (
    <form className="ama-staff-filters" role="search" aria-label={t('club.filters.label')} noValidate onSubmit={apply}>
      <TextField
        name="q"
        type="search"
        label={t('club.filters.q')}
        hint={t('club.filters.qHint')}
        maxLength={STAFF_LIMITS.searchMaxLength}
        value={draft.q}
        onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
      />
      <Select
        name="status"
        label={t('club.filters.status')}
        options={statusOptions}
        value={draft.status}
        onChange={(event) => setDraft((current) => ({ ...current, status: event.target.value }))}
      />
      <div className="ama-staff-filters__actions">
        <Button type="submit" theme="dark" size="s">
          {t('club.filters.apply')}
        </Button>
        {isClubMembersFiltered(filters) && (
          <Button theme="text" size="s" onClick={() => onApply({ q: '', page: 1 })}>
            {t('club.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
