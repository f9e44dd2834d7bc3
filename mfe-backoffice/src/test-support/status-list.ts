import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MANAGER_SESSION } from './fixtures';
import { address, openStaffAt } from './render';
import { listQueries } from './stub-api';

// The checks every list narrowed by one status (StatusListPage: the renewals, the loans, the
// personalisations, the designs) makes the same way, and the links from the Club AMA page to its lists.

interface StatusFilterCase {
  /** The list's path, without the locale ('/staff/club/loans'). */
  path: string;
  /** The status in the URL the page is opened at (on page 2). */
  from: string;
  /** The status then chosen: its option's name, and its value in the URL. */
  to: { name: string; value: string };
  /** The filter's button ('Show loans'). */
  apply: string;
}

/**
 * The status filter is read from the URL (the list asked so, page 2 kept), and applying another writes the
 * URL, back to page 1, and asks for that list. Resolves to the page's requests and user, for what a list adds.
 */
export async function expectStatusFilterInUrl(open: (path: string) => { requests: Request[]; user: UserEvent }, { path, from, to, apply }: StatusFilterCase) {
  const opened = open(`/en${path}?status=${from}&page=2`);
  const { requests, user } = opened;
  await screen.findByRole('table');
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(status).toHaveValue(from);
  expect(listQueries(requests, path)).toEqual([{ status: from, page: '2', locale: 'en' }]);

  await user.selectOptions(status, to.name);
  await user.click(screen.getByRole('button', { name: apply }));
  await waitFor(() => expect(address().textContent).toBe(`/en${path}?status=${to.value}`));
  await waitFor(() => expect(listQueries(requests, path).at(-1)).toEqual({ status: to.value, page: '1', locale: 'en' }));
  return opened;
}

/** The Club AMA members page (no member yet) for a manager, and its link named `name`, to one of the club's other lists. */
export async function clubPageLink(name: string) {
  openStaffAt('/en/staff/club', {
    'GET /staff/session': () => Response.json(MANAGER_SESSION),
    'GET /staff/club/members': () => Response.json({ members: [], page: 1, pageSize: 30, total: 0 }),
  });
  return screen.findByRole('link', { name });
}
