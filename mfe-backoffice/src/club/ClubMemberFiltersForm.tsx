import { CLUB_STATUSES, type ClubStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { Select } from '@ama/shared-ui';
import { FilterSearch, FiltersForm } from '../components/FiltersForm';
import { useDraft } from '../components/use-draft';
import { isClubMembersFiltered, type ClubMemberFilters } from './club-member-filters';

interface ClubMemberFiltersFormProps {
  filters: ClubMemberFilters;
  /** Shows the list these filters give, from its first page. */
  onApply: (filters: ClubMemberFilters) => void;
}

/** A search (a name or an e-mail, or part of one) and a status, applied on "Show members". */
export function ClubMemberFiltersForm({ filters, onApply }: ClubMemberFiltersFormProps) {
  const { t } = useTranslation('backoffice');
  const [draft, update] = useDraft({ q: filters.q, status: filters.status ?? '' });
  const statusOptions = [{ value: '', label: t('club.filters.anyStatus') }, ...CLUB_STATUSES.map((status) => ({ value: status, label: t(`club.statuses.${status}`) }))];

  return (
    <FiltersForm
      messages="club.filters"
      onApply={() => onApply({ q: draft.q.trim(), status: (draft.status || undefined) as ClubStatus | undefined, page: 1 })}
      onClear={isClubMembersFiltered(filters) ? () => onApply({ q: '', page: 1 }) : undefined}
    >
      <FilterSearch messages="club.filters" value={draft.q} onChange={(q) => update({ q })} />
      <Select name="status" label={t('club.filters.status')} options={statusOptions} value={draft.status} onChange={(event) => update({ status: event.target.value })} />
    </FiltersForm>
  );
}
