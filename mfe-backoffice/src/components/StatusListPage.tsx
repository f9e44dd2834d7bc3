import type { ReactNode } from 'react';
import type { StaffSession } from '@ama/contracts';
import { ListPage } from './ListPage';
import type { PageAnswer, PagedListKind } from './PagedList';
import type { StaffRequest } from './load-problem';
import { statusFilters, type StatusFilters } from './status-filter';
import { StatusFiltersForm } from './StatusFiltersForm';
import { useUrlList } from './use-url-filters';
import { StaffGate } from '../session/StaffGate';

interface StatusListPageProps<Status extends string, Answer extends PageAnswer, Row> {
  /** The list (its messages hold its `filters` and `statuses` too: StatusFiltersForm). */
  kind: PagedListKind<Answer, Row>;
  /** The filter's three forms over the record's statuses (status-filter.ts), made once beside the list. */
  filters: ReturnType<typeof statusFilters<Status>>;
  /** The statuses offered, in their lifecycle's order. */
  statuses: readonly Status[];
  /** The list's read (an RTK Query hook), asked with the filters' query. */
  useList: (query: StatusFilters<Status>, options: { refetchOnMountOrArgChange: true }) => StaffRequest & { data?: Answer };
  /** The page's heading once signed in. */
  title: string;
  intro: string;
  /** A managers' list: another role sees "your role may not do this", alone. */
  managersOnly?: boolean;
  /** The rows as a table, named by its caption. */
  children: (rows: readonly Row[], caption: string) => ReactNode;
}

/**
 * A list narrowed by one status and paged, both in the URL (the ELITE loans, the custom designs), for a
 * signed-in account: its intro, its filter, the list and its pages.
 */
export function StatusListPage<Status extends string, Answer extends PageAnswer, Row>({ title, managersOnly = false, ...list }: StatusListPageProps<Status, Answer, Row>) {
  return <StaffGate title={title}>{(session) => <StatusList {...list} managersOf={managersOnly ? session : undefined} />}</StaffGate>;
}

function StatusList<Status extends string, Answer extends PageAnswer, Row>({
  kind,
  filters,
  statuses,
  useList,
  ...page
}: Omit<StatusListPageProps<Status, Answer, Row>, 'title' | 'managersOnly'> & { managersOf?: StaffSession }) {
  const { url, request } = useUrlList(filters.read, filters.search, filters.query, useList);
  const controls = <StatusFiltersForm key={url.search} statuses={statuses} messages={kind.messages} filters={url.filters} onApply={url.show} />;
  return <ListPage kind={kind} request={request} url={url} controls={controls} {...page} />;
}
