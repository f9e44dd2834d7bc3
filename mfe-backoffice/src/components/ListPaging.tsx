import { useTranslation } from '@ama/platform';
import { QueryLink } from './QueryLink';

interface ListPagingProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** The URL query of this list at another page, its filters and sort kept. */
  searchOf: (page: number) => string;
  /** Where the list's paging messages are ('orders.paging'): its label, previous, next and position. */
  messages: string;
}

/** Previous, "page X of Y", next: links of this list with another page, so a page can be opened in a new tab. */
export function ListPaging({ page, pages, searchOf, messages }: ListPagingProps) {
  const { t } = useTranslation('backoffice');
  return (
    <nav className="ama-staff-paging" aria-label={t(`${messages}.label`)}>
      {page > 1 && (
        <QueryLink search={searchOf(Math.min(page - 1, pages))} rel="prev">
          {t(`${messages}.previous`)}
        </QueryLink>
      )}
      <p className="ama-staff-paging__position">{t(`${messages}.position`, { page, pages })}</p>
      {page < pages && (
        <QueryLink search={searchOf(page + 1)} rel="next">
          {t(`${messages}.next`)}
        </QueryLink>
      )}
    </nav>
  );
}

/** How many pages a list of `total` rows takes, `pageSize` a page (the API's answer, else the contract's size); at least one. */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }, defaultPageSize: number) => Math.max(1, Math.ceil(total / (pageSize || defaultPageSize)));
