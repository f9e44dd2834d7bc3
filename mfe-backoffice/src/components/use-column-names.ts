import { useTranslation } from '@ama/platform';

/**
 * A table's column names in the page's language, by their ids, in order: each is `<messages>.<id>` in
 * the messages ('club.table' and 'status' → "Status"). They name the header cells and, on a phone, the
 * cells of each card (StaffTable).
 */
export function useColumnNames<Id extends string>(messages: string, ids: readonly Id[]): Record<Id, string> {
  const { t } = useTranslation('backoffice');
  return Object.fromEntries(ids.map((id) => [id, t(`${messages}.${id}`)])) as Record<Id, string>;
}
