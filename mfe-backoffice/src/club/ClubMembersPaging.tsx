import { QueryLink } from '../components/QueryLink';
import { clubMemberFiltersSearch, type ClubMemberFilters } from './club-member-filters';
import { useTranslation } from '@ama/platform';

/** Previous, "page X of Y", next: links of this list with another page, so a page can be opened in a new tab. */
export function ClubMembersPaging({ filters, pages }: { filters: ClubMemberFilters; pages: number }) {
  const { t } = useTranslation('backoffice');
  const { page } = filters;
  return (
    <nav className="ama-staff-paging" aria-label={t('club.paging.label')}>
      {page > 1 && (
        <QueryLink search={clubMemberFiltersSearch({ ...filters, page: Math.min(page - 1, pages) })} rel="prev">
          {t('club.paging.previous')}
        </QueryLink>
      )}
      <p className="ama-staff-paging__position">{t('club.paging.position', { page, pages })}</p>
      {page < pages && (
        <QueryLink search={clubMemberFiltersSearch({ ...filters, page: page + 1 })} rel="next">
          {t('club.paging.next')}
        </QueryLink>
      )}
    </nav>
  );
}
