import { LocaleLink, useTranslation } from '@ama/platform';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page: plain links, so paging works without JavaScript too. */
  hrefFor: (page: number) => string;
}

/** Previous, the page numbers around the current one, next. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter((number) => number === 1 || number === pageCount || Math.abs(number - page) <= 1);
  return (
    <nav className="ama-pagination" aria-label={t('results.pagination')}>
      {page > 1 && (
        <LocaleLink to={hrefFor(page - 1)} rel="prev">
          {t('results.previous')}
        </LocaleLink>
      )}
      <ul>
        {pages.map((number, index) => (
          <li key={number}>
            {index > 0 && number - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <LocaleLink to={hrefFor(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('results.page', { page: number })}>
              {number}
            </LocaleLink>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <LocaleLink to={hrefFor(page + 1)} rel="next">
          {t('results.next')}
        </LocaleLink>
      )}
    </nav>
  );
}
