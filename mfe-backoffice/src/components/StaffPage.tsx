import type { ReactNode } from 'react';
import { useParams, usePageHead, useTranslation } from '@ama/platform';
import './staff.css';

interface StaffPageProps {
  /** The page's id in the messages: its title and description are `pages.<page>.title` and `.intro`. */
  page: string;
  /** Where the page's `title` and `intro` are instead, when its area keeps them with its own messages ('clubLoans.pages.list'). */
  texts?: string;
  /** The values the title names ("Order {{number}}"). */
  values?: Record<string, string>;
  /** The page's one island: staff data is read in the browser only. */
  children: ReactNode;
}

/** Every staff page's frame, as the server renders it: its head (never indexed) and the back office's box. */
export function StaffPage({ page, texts = `pages.${page}`, values, children }: StaffPageProps) {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t(`${texts}.title`, values), description: t(`${texts}.intro`), robots: 'noindex' });
  return <div className="ama-staff">{children}</div>;
}

/**
 * One record's page (an order, a code, an event, a loan, a design): the frame around its island, which is
 * given the record's key from the route (`:id` unless `param` names another) and its title names it.
 * Whether the record exists is known in the browser only (the server asks nothing of the staff API), so
 * no 404 here.
 */
export function StaffRecordPage({ page, texts, param = 'id', island }: Pick<StaffPageProps, 'page' | 'texts'> & { param?: string; island: (key: string) => ReactNode }) {
  const key = useParams()[param] ?? '';
  return (
    <StaffPage page={page} texts={texts} values={{ [param]: key }}>
      {island(key)}
    </StaffPage>
  );
}
