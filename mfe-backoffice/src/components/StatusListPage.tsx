import { useMemo, type ReactNode } from 'react';
import type { StaffSession } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { ListPage } from './ListPage';
import type { PageAnswer, PagedListKind } from './PagedList';
import type { StaffRequest } from './load-problem';
import { statusFilters, type StatusFilters } from './status-filter';
import { StatusFiltersForm } from './StatusFiltersForm';
import { useUrlList } from './use-url-filters';
import { StaffGate } from '../session/StaffGate';

interface StatusListPageProps<Status extends string, Answer extends PageAnswer, Row> {
  /** The list: its messages hold the page's `pages.list.title` and `intro`, and its `filters` and `statuses` (StatusFiltersForm). */
  kind: PagedListKind<Answer, Row>;
  /** The statuses offered, in their lifecycle's order: the filter's one field. */
  statuses: readonly Status[];
  /** The list's read (an RTK Query hook), asked with the filters' query. */
  useList: (query: StatusFilters<Status>, options: { refetchOnMountOrArgChange: true }) => StaffRequest & { data?: Answer };
  /** The figures the intro names ("{{fee}} is held on their card"). */
  introValues?: Record<string, string>;
  /** A managers' list: another role sees "your role may not do this", alone. */
  managersOnly?: boolean;
  /** The rows as a table, named by its caption. */
  children: (rows: readonly Row[], caption: string) => ReactNode;
}

/**
 * A list narrowed by one status and paged, both in the URL (the warranty renewals, the ELITE loans, the
 * free personalisations, the custom designs), for a signed-in account: its intro, its filter, the list
 * and its pages.
 */
export function StatusListPage<Status extends string, Answer extends PageAnswer, Row>({ managersOnly = false, ...list }: StatusListPageProps<Status, Answer, Row>) {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t(`${list.kind.messages}.pages.list.title`)}>{(session) => <StatusList {...list} managersOf={managersOnly ? session : undefined} />}</StaffGate>;
}

function StatusList<Status extends string, Answer extends PageAnswer, Row>({
  kind,
  statuses,
  useList,
  introValues,
  ...page
}: Omit<StatusListPageProps<Status, Answer, Row>, 'managersOnly'> & { managersOf?: StaffSession }) {
  const { t } = useTranslation('backoffice');
  // The filter's three forms over the statuses (status-filter.ts): the statuses are the contract's constant, so they are made once.
  const filters = useMemo(() => statusFilters(statuses), [statuses]);
  const { url, request } = useUrlList(filters.read, filters.search, filters.query, useList);
  const controls = <StatusFiltersForm key={url.search} statuses={statuses} messages={kind.messages} filters={url.filters} onApply={url.show} />;
  return <ListPage kind={kind} request={request} url={url} intro={t(`${kind.messages}.intro`, introValues)} controls={controls} {...page} />;
}
