import type { ReactNode } from 'react';
import { LoadProblem } from './LoadProblem';
import type { StaffRequest } from './load-problem';

interface RecordLoaderProps<Data> {
  /** The record's read (an RTK Query hook's result). */
  request: StaffRequest & { data?: Data };
  /** Said while it is read ("Loading the order…"). */
  loading: string;
  /** Said when nothing has that name. */
  notFound: string;
  /** The record, once read. */
  children: (data: Data) => ReactNode;
}

/** One record as it is read: "loading", then the record; a failure said in place (not found, the role may not, a retry). */
export function RecordLoader<Data>({ request: { data, isError, error, isFetching, refetch }, loading, notFound, children }: RecordLoaderProps<Data>) {
  if (isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} notFound={notFound} />;
  if (!data) {
    return (
      <p className="ama-staff__loading" role="status">
        {loading}
      </p>
    );
  }
  return children(data);
}
