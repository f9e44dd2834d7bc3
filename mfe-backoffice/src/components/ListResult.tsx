import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import type { StaffRequest } from './load-problem';
import { LoadProblem } from './LoadProblem';

interface ListResultProps<Row> {
  request: StaffRequest;
  /** The rows to show; undefined until the list is read. */
  rows: readonly Row[] | undefined;
  /** How many there are in all (a paged list's total); the rows' number by default. */
  total?: number;
  /** Where the list's messages are ('orders'): its `count`, `loading` and `empty`. */
  messages: string;
  /** The rows as a table, when there are some. */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * A list as it is read: how many (said to screen readers as it changes) or "loading", then the rows, "none",
 * or why they could not be read, with a retry.
 */
export function ListResult<Row>({ request: { isError, error, isFetching, refetch }, rows, total, messages, children }: ListResultProps<Row>) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <p className="ama-staff__count" role="status">
        {rows && !isFetching ? t(`${messages}.count`, { count: total ?? rows.length }) : isFetching ? t(`${messages}.loading`) : ''}
      </p>
      {isError && !isFetching ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : rows && rows.length === 0 ? (
        <p className="ama-staff__empty">{t(`${messages}.empty`)}</p>
      ) : rows ? (
        children(rows)
      ) : null}
    </>
  );
}
