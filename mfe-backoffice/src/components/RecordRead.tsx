import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import type { StaffRequest } from './load-problem';
import { RecordLoader } from './RecordLoader';
import { RecordPage } from './RecordPage';

/** What an address that names no record the API could know reads as: nothing has that name. */
const NO_SUCH_RECORD = { isError: true, error: { status: 404 }, isFetching: false, refetch: () => undefined };

interface RecordReadProps<Data> {
  /** The record's key, from the page's address. */
  id: string;
  /** Whether the API could know a record by such a key (a UUID): anything else is not asked for. */
  isKey: (id: string) => boolean;
  /** The record's read (an RTK Query hook). */
  useRecord: (id: string, options: { skip: boolean; refetchOnMountOrArgChange: true }) => StaffRequest & { data?: Data };
  /** Where the record's messages are ('clubLoans'): its `loadingOne` and `notFound`. */
  messages: string;
  /** The record once read, and whether it is being read again (after a step). */
  children: (data: Data, busy: boolean) => ReactNode;
}

/**
 * One record of a page, asked for once signed in (inside the page's gate: the server renders the frame,
 * never staff data), and again whenever the page opens and after each step: another manager, or the
 * customer, may move it on meanwhile.
 */
export function RecordRead<Data>({ id, isKey, useRecord, messages, children }: RecordReadProps<Data>) {
  const { t } = useTranslation('backoffice');
  const known = isKey(id);
  const request = useRecord(id, { skip: !known, refetchOnMountOrArgChange: true });
  return (
    <RecordLoader request={known ? request : NO_SUCH_RECORD} loading={t(`${messages}.loadingOne`)} notFound={t(`${messages}.notFound`)}>
      {(data) => children(data, request.isFetching)}
    </RecordLoader>
  );
}

/**
 * A record's whole page once signed in: the way back to its list (`back`, named by `<messages>.back`),
 * then the record as RecordRead reads it, under `<messages>.pages.record.title`.
 */
export function StaffRecord<Data>({ back, ...read }: RecordReadProps<Data> & { back: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t(`${read.messages}.pages.record.title`)} back={{ to: back, label: t(`${read.messages}.back`) }}>
      <RecordRead {...read} />
    </RecordPage>
  );
}
