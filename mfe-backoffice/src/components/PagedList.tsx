import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { ListPaging, pageCount } from './ListPaging';
import { ListResult } from './ListResult';
import type { StaffRequest } from './load-problem';

/** A page of a list as the server answers it: how many in all and how many a page. */
export interface PageAnswer {
  total: number;
  pageSize: number;
}

/** What one paged list is, written once beside it. */
export interface PagedListKind<Answer extends PageAnswer, Row> {
  /** Where the list's messages are ('orders'): `table.caption` names it, and its `count`, `loading`, `empty` and `paging`. */
  messages: string;
  /** The area's own place for the list. */
  className: string;
  /** The contract's page size, for an answer that does not say its own. */
  defaultPageSize: number;
  /** The rows in the server's answer. */
  rowsOf: (answer: Answer) => readonly Row[];
}

/** A list's kind in one line: where its messages are, its place, the contract's page size, its rows in the answer. */
export const pagedListKind = <Answer extends PageAnswer, Row>(
  messages: string,
  className: string,
  defaultPageSize: number,
  rowsOf: (answer: Answer) => readonly Row[],
): PagedListKind<Answer, Row> => ({
  messages,
  className,
  defaultPageSize,
  rowsOf,
});

export interface PagedListProps<Answer extends PageAnswer, Row> {
  kind: PagedListKind<Answer, Row>;
  /** The read of the page (an RTK Query hook's result); its data undefined until the server has answered. */
  request: StaffRequest & { data?: Answer };
  /** The page asked for, and the URL query of this list at another page (its filters and sort kept). */
  url: { filters: { page: number }; pageSearch: (page: number) => string };
  /** The rows as a table, named by its caption ("Orders, Page 1 of 3"). */
  children: (rows: readonly Row[], caption: string) => ReactNode;
}

/** A list the server sends a page at a time (its filters in the URL): what it holds, then its pages. */
export function PagedList<Answer extends PageAnswer, Row>({ kind, request, url, children }: PagedListProps<Answer, Row>) {
  const { t } = useTranslation('backoffice');
  const { messages, className, defaultPageSize, rowsOf } = kind;
  const { data } = request;
  const page = url.filters.page;
  const name = t(`${messages}.table.caption`);
  const pages = data ? pageCount(data, defaultPageSize) : 1;
  const caption = `${name}, ${t(`${messages}.paging.position`, { page, pages })}`;
  return (
    <section className={className} aria-label={name} aria-busy={request.isFetching}>
      <ListResult request={request} rows={data && rowsOf(data)} total={data?.total} messages={messages}>
        {(rows) => children(rows, caption)}
      </ListResult>
      {data && data.total > 0 && <ListPaging page={page} pages={pages} searchOf={url.pageSearch} messages={`${messages}.paging`} />}
    </section>
  );
}
