/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOM_DESIGN_TOKEN_HEADER, type CustomDesign, type CustomDesignStatus } from '@ama/contracts';
import { errorResponse, renderClubAt, setUpClubTests } from '../test-support';
import { designAt, stubDesignApi, TOKEN } from './design-test-support';

setUpClubTests();

const open = (token = TOKEN) => {
  renderClubAt(`/en/club/custom-design?token=${encodeURIComponent(token)}`);
  return userEvent.setup();
};
const request = () => screen.findByRole('region', { name: 'Your request' });
const reads = (requests: Request[]) => requests.filter(({ method }) => method === 'GET').length;

test.each<[CustomDesignStatus, string[], boolean]>([
  [
    'requested',
    [
      'StatusRequested',
      'Our designers are studying your request',
      'PieceEngagement ring',
      'Budget€4,500',
      'Requested onDecember 1, 2026',
      '€150 held on your card ending 4242: not charged.',
    ],
    true,
  ],
  ['proposed', ['Proposal sent', 'Our proposal is below', '€150 held on your card ending 4242'], true],
  ['in_production', ['In production', '€150 released: nothing was charged to your card.'], false],
  ['withdrawn', ['Withdrawn', 'You withdrew your request.', '€150 charged to your card ending 4242.'], false],
  ['not_taken_up', ['Not taken up', 'The design was not taken up', '€150 charged to your card ending 4242.'], false],
])('%s: the status in words, the piece, the description, the budget and where the fee stands', async (status, texts, open_) => {
  stubDesignApi(() => designAt(status));
  open();
  const facts = await request();
  for (const text of texts) expect(facts).toHaveTextContent(text);
  expect(within(facts).getByText(/^An oval solitaire for my fiancée,/)).toHaveTextContent('An oval solitaire for my fiancée, simple and low.');
  expect(screen.queryByRole('button', { name: 'Withdraw my request' }) !== null).toBe(open_);
  expect(screen.getByRole('heading', { level: 1, name: 'Your custom design' })).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test("the shop's proposal with its day; once in production the order and that the piece cannot be returned", async () => {
  stubDesignApi(() => designAt('in_production'));
  open();
  const proposal = await screen.findByRole('region', { name: 'Our proposal' });
  expect(proposal).toHaveTextContent('Sent on December 2, 2026.');
  expect(proposal).toHaveTextContent('A solitaire in rose gold, the oval stone set low.');
  const piece = screen.getByRole('region', { name: 'Your piece' });
  expect(piece).toHaveTextContent('Your order number: AMA-7K3F-9Q.');
  expect(piece).toHaveTextContent('A piece made to your own design cannot be returned.');
});

test("a design not taken up: the shop's closing note, and the way to ask for another", async () => {
  stubDesignApi(() => designAt('not_taken_up'));
  open();
  expect(await screen.findByRole('region', { name: 'Our note' })).toHaveTextContent('We did not hear back from you.');
  expect(screen.getByRole('link', { name: 'Ask for another design' })).toHaveAttribute('href', '/en/club/custom-design');
});

test('withdrawing is asked in place, saying the €150 will be charged; "Keep" puts the question away', async () => {
  const requests = stubDesignApi(() => designAt('proposed'));
  const user = open();
  const start = await screen.findByRole('button', { name: 'Withdraw my request' });
  await user.click(start);
  const question = screen.getByRole('group', { name: 'Withdraw your request?' });
  await waitFor(() => expect(within(question).getByText('Withdraw your request?')).toHaveFocus());
  expect(question).toHaveTextContent('The design fee of €150 will then be charged to your card ending 4242');
  await user.click(within(question).getByRole('button', { name: 'Keep my request' }));
  expect(screen.queryByRole('group', { name: 'Withdraw your request?' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw my request' })).toHaveFocus());
  expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);
});

test('withdrawing: sent with the token in its header, then the request reads withdrawn and the fee charged', async () => {
  let design: CustomDesign = designAt('requested');
  const posts: { token: string | null; body: unknown }[] = [];
  stubDesignApi(() => design, {
    'POST /club/custom-designs/mine/withdrawal': async (sent) => {
      posts.push({ token: sent.headers.get(CUSTOM_DESIGN_TOKEN_HEADER), body: await sent.json() });
      design = designAt('withdrawn');
      return Response.json({ design });
    },
  });
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Withdraw my request' }));
  await user.click(screen.getByRole('button', { name: 'Yes, withdraw and charge €150' }));

  await waitFor(() => expect(screen.getByRole('region', { name: 'Your request' })).toHaveTextContent('StatusWithdrawn'));
  expect(screen.getByRole('region', { name: 'Your request' })).toHaveTextContent('€150 charged to your card ending 4242.');
  expect(screen.getByText('Your request is withdrawn.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your request' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Withdraw my request' })).not.toBeInTheDocument();
  expect(posts).toEqual([{ token: TOKEN, body: {} }]);
});

test('a request the shop moved on meanwhile (409): said so, and the request is read again as it is now', async () => {
  let design: CustomDesign = designAt('proposed');
  const requests = stubDesignApi(() => design, {
    'POST /club/custom-designs/mine/withdrawal': () => {
      design = designAt('in_production');
      return errorResponse(409, 'CUSTOM_DESIGN_STATE', { status: 'in_production' });
    },
  });
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Withdraw my request' }));
  await user.click(screen.getByRole('button', { name: 'Yes, withdraw and charge €150' }));

  expect(await screen.findByText(/Your request has moved on meanwhile/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Your request' })).toHaveTextContent('StatusIn production'));
  expect(reads(requests)).toBe(2);
  expect(screen.queryByRole('button', { name: 'Withdraw my request' })).not.toBeInTheDocument();
});

test('another change under way (409 CHANGE_IN_PROGRESS): said so, the question kept to try again', async () => {
  stubDesignApi(() => designAt('requested'), { 'POST /club/custom-designs/mine/withdrawal': () => errorResponse(409, 'CHANGE_IN_PROGRESS') });
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Withdraw my request' }));
  await user.click(screen.getByRole('button', { name: 'Yes, withdraw and charge €150' }));
  expect(await screen.findByText('Another change to your request is under way. Please try again in a moment.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yes, withdraw and charge €150' })).toBeEnabled();
});

test('a link that opens no request: said so, with the way to the form; the token went in the header, not in the URL', async () => {
  const requests = stubDesignApi(() => designAt('requested'));
  open('forged');
  expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open a request' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a custom design' })).toHaveAttribute('href', '/en/club/custom-design');
  expect(requests[0]!.headers.get(CUSTOM_DESIGN_TOKEN_HEADER)).toBe('forged');
  expect(requests[0]!.url).not.toContain('forged');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
