/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderReturn, StaffOrder } from '@ama/contracts';
import { errorResponse, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { order, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const PATH = '/en/staff/orders/AMA-7K3F-9Q';
const API_PATH = '/staff/orders/AMA-7K3F-9Q';
const RETURN_ID = '00000000-0000-4000-8000-000000000001';

const requested: OrderReturn = {
  id: RETURN_ID,
  status: 'requested',
  lines: [{ position: 1, name: 'Anello solitario Gaia', quantity: 1, amountCents: 183_600 }],
  amountCents: 183_600,
  requestedAt: '2026-11-27T10:00:00.000Z',
  receivedAt: null,
  refundDueBy: null,
  settledAt: null,
  voucher: null,
  refusal: null,
};
const delivered = (changes: Partial<StaffOrder> = {}) =>
  order({ status: 'delivered', next: [], returnable: { until: '2026-12-04T23:00:00.000Z', lines: [{ position: 1, block: 'engraved' }] }, ...changes });

let current: StaffOrder;

function openOrder(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  return openStaffAt(PATH, { 'GET /staff/session': () => Response.json(SESSION), [`GET ${API_PATH}`]: () => Response.json({ order: current }), ...routes });
}
const posts = (requests: Request[]) => requests.filter(({ method }) => method === 'POST');

test('a requested return is received: sent with the CSRF token, the refund’s last day shown, a toast confirms', async () => {
  current = delivered({ returns: [requested] });
  const { requests, user } = openOrder({
    [`POST ${API_PATH}/returns/${RETURN_ID}/status`]: () => {
      current = delivered({ returns: [{ ...requested, status: 'received', receivedAt: '2026-11-27T11:00:00.000Z', refundDueBy: '2026-12-18' }] });
      return Response.json({ order: current });
    },
  });
  const returns = await screen.findByRole('region', { name: 'Returns' });
  expectTextsIn(returns, ['Requested', 'Returns can be asked for until Dec 4, 2026.', 'Anello solitario Gaia × 1 · €1,836.00']);
  await user.selectOptions(within(returns).getByRole('combobox', { name: /^Next step/ }), 'received');
  await user.click(within(returns).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(returns).toHaveTextContent('Refund due by Dec 18, 2026'));
  const [post] = posts(requests);
  await expectStaffWrite(post, { status: 'received' }, SESSION);
  expect(toastMessages()).toContain('Return: Received and checked.');
  expect(textsOf(within(within(returns).getByRole('combobox', { name: /^Next step/ })).getAllByRole('option'))).toEqual([
    'Choose…',
    'Refund €1,836.00',
    'Exchanged for a voucher',
    'Refused',
  ]);
});

test('an exchange voucher worth more than was paid is refused at its field, and nothing is sent', async () => {
  current = delivered({ returns: [{ ...requested, status: 'received', receivedAt: '2026-11-27T11:00:00.000Z', refundDueBy: '2026-12-18' }] });
  const { requests, user } = openOrder({});
  const returns = await screen.findByRole('region', { name: 'Returns' });
  await user.selectOptions(within(returns).getByRole('combobox', { name: /^Next step/ }), 'exchanged');
  await user.type(within(returns).getByRole('textbox', { name: /^Voucher value/ }), '2000');
  await user.click(within(returns).getByRole('button', { name: 'Save' }));
  expect(within(returns).getByRole('textbox', { name: /^Voucher value/ })).toHaveAccessibleDescription(expect.stringContaining('At most €1,836.00.'));
  expect(posts(requests)).toEqual([]);
});

test('a return of the engraved ring, asked for by e-mail, is refused by the rules with the reason beside the piece', async () => {
  current = delivered();
  const { requests, user } = openOrder({
    [`POST ${API_PATH}/returns`]: () => errorResponse(409, 'RETURN_NOT_ALLOWED', { 'positions.0': 'engraved' }),
  });
  const returns = await screen.findByRole('region', { name: 'Returns' });
  expect(returns).toHaveTextContent('No returns for this order.');
  const ring = within(returns).getByRole('checkbox', { name: 'Anello solitario Gaia × 1 «Per sempre»' });
  expect(ring).toHaveAccessibleDescription('Engraved: cannot be returned');
  await user.click(ring);
  await user.click(within(returns).getByRole('button', { name: 'Open the return' }));
  await waitFor(() => expect(ring).toHaveAccessibleDescription(expect.stringContaining('Refused: Engraved: cannot be returned')));
  expect(await posts(requests)[0]!.json()).toEqual({ positions: [1] });
});
