import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { ListPaging, pageCount } from './ListPaging';
import { ListResult } from './ListResult';
import type { StaffRequest } from './load-problem';

interface PagedListProps<Row> {
  /** Where the list's messages are ('orders'): `table.caption` names it, and its `count`, `loading`, `empty` and `paging`. */
  messages: string;
  /** The area's own place for the list. */
  className: string;
  request: StaffRequest;
  /** The page the server answered; undefined until it has. */
  answer: { rows: readonly Row[]; total: number; pageSize: number } | undefined;
  /** The page asked for, and the URL query of this list at another page (its filters and sort kept). */
  page: number;
  searchOf: (page: number) => string;
  /** The contract's page size, for an answer that does not say its own. */
  defaultPageSize: number;
  /** The rows as a table, named by its caption ("Orders, Page 1 of 3"). */
  children: (rows: readonly Row[], caption: string) => ReactNode;
}

/** A list the server sends a page at a time (its filters in the URL): what it holds, then its pages. */
export function PagedList<Row>({ messages, className, request, answer, page, searchOf, defaultPageSize, children }: PagedListProps<Row>) {
  const { t } = useTranslation('backoffice');
  const name = t(`${messages}.table.caption`);
  const pages = answer ? pageCount(answer, defaultPageSize) : 1;
  const caption = `${name}, ${t(`${messages}.paging.position`, { page, pages })}`;
  return (
    <section className={className} aria-label={name} aria-busy={request.isFetching}>
      <ListResult request={request} rows={answer?.rows} total={answer?.total} messages={messages}>
        {(rows) => children(rows, caption)}
      </ListResult>
      {answer && answer.total > 0 && <ListPaging page={page} pages={pages} searchOf={searchOf} messages={`${messages}.paging`} />}
    </section>
  );
}
