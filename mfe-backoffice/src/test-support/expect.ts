import { screen, within } from '@testing-library/react';
import { STAFF_CSRF_HEADER, type StaffSession } from '@ama/contracts';
import { writes } from './stub-api';

/** The texts of some elements, in order: a table's column headers, a select's options, a list's items. */
export const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

/** Each of `texts` is somewhere in `element` (a row, a section), each checked on its own. */
export function expectTextsIn(element: HTMLElement | undefined, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** The one write sent, to `path` under /api ('/staff/club/loans/3c9e…/refusal'), with `body` and the CSRF token of `session`. */
export async function expectOneWrite(requests: Request[], path: string, body: unknown, session: StaffSession) {
  const sent = writes(requests);
  expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([`/api${path}`]);
  await expectStaffWrite(sent[0], body, session);
}

/** A staff write as the BFF received it: `body` as JSON, sent with the CSRF token of `session`. */
export async function expectStaffWrite(request: Request | undefined, body: unknown, session: StaffSession) {
  expect(request).toBeDefined();
  expect(await request!.json()).toEqual(body);
  expect(request!.headers.get(STAFF_CSRF_HEADER)).toBe(session.csrfToken);
  expect(request!.headers.get('content-type')).toBe('application/json');
}

/** What every staff page shows once signed in: its heading, its own link marked current in the staff navigation, and a head kept out of search indexes. */
export function expectStaffPage(heading: string, navLink = heading) {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: navLink })).toHaveAttribute('aria-current', 'page');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** A managers' page for the staff role: "your role may not do this" alone (no table, no filters, no form), and no link to it in the navigation. */
export async function expectManagersOnly(navLink: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: navLink })).not.toBeInTheDocument();
}
