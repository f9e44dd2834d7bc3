import type { ReactNode } from 'react';
import type { StaffSession } from '@ama/contracts';
import { roleMayNot } from './load-problem';
import { LoadProblem } from './LoadProblem';
import { PagedList, type PageAnswer, type PagedListProps } from './PagedList';

interface ListPageProps<Answer extends PageAnswer, Row> extends PagedListProps<Answer, Row> {
  /** A managers' list: another role (or a 403 from the server) sees "your role may not do this", alone. */
  managersOf?: StaffSession;
  /** The page's first paragraph. */
  intro?: string;
  /** What comes before the list: its filters, a link. */
  controls?: ReactNode;
  /** What follows the list: a form that adds to it. */
  after?: ReactNode;
}

/** A list page's body: its intro, its filters, the paged list, then what adds to it. */
export function ListPage<Answer extends PageAnswer, Row>({ managersOf, intro, controls, after, ...list }: ListPageProps<Answer, Row>) {
  const { request } = list;
  const forbidden = managersOf ? roleMayNot(managersOf, request) : false;
  if (forbidden && request.isError && !request.isFetching) return <LoadProblem error={request.error} onRetry={() => void request.refetch()} />;
  return (
    <>
      {intro && <p className="ama-staff__intro">{intro}</p>}
      {!forbidden && controls}
      <PagedList {...list} />
      {!forbidden && after}
    </>
  );
}
