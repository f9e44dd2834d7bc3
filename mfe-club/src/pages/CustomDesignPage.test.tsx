/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOM_DESIGN_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, type CustomDesignCreated } from '@ama/contracts';
import { useLocation } from '@ama/platform';
import { App } from '../routes';
import { designAt, TOKEN } from '../club/design/design-test-support';
import { errorResponse, renderClubAt, setUpClubTests, stubApi, type ApiHandler } from '../club/test-support';

setUpClubTests();
jest.setTimeout(25_000);

/** The router's address, as a reload would keep it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const REQUESTS = 'POST /club/custom-designs';
const created = (): CustomDesignCreated => ({ design: designAt('requested'), token: TOKEN });

/** The form's page, the BFF answering the request with `answer` (one per attempt, the last one repeated). */
function openForm(...answers: ApiHandler[]) {
  const sent: { key: string | null; locale: string | null; body: unknown }[] = [];
  const requests = stubApi({
    [REQUESTS]: async (request, url) => {
      sent.push({ key: request.headers.get(IDEMPOTENCY_KEY_HEADER), locale: url.searchParams.get('locale'), body: await request.json() });
      return (answers[sent.length - 1] ?? answers.at(-1)!)(request, url);
    },
    'GET /club/custom-designs/mine': (request) =>
      request.headers.get(CUSTOM_DESIGN_TOKEN_HEADER) === TOKEN ? Response.json({ design: designAt('requested') }) : errorResponse(404, 'NOT_FOUND'),
  });
  renderClubAt(
    '/en/club/custom-design',
    <>
      <App />
      <Address />
    </>,
  );
  return { sent, requests, user: userEvent.setup() };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Send my request and hold €150' });

/** A request as Giulia fills it in: an engagement ring, €4,500, her card. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of piece' }), 'engagement_ring');
  await user.click(field(/^Describe your piece/));
  await user.paste('An oval solitaire for my fiancée, simple and low.');
  await user.type(field(/^Your budget in euros/), '4.500');
  await user.type(field(/^Name$/), 'Giulia Rossi');
  await user.type(field(/^Email/), 'giulia@example.com');
  await user.type(field(/^Phone/), '347 123 4567');
  await user.type(field(/^Card number/), '4242424242424242');
  await user.type(field(/^Expiry date/), '0730');
  await user.type(field(/^Security code/), '123');
  await user.type(field(/^Name on the card/), 'Giulia Rossi');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

test('without a token: the service explained (the fee held, released or charged; no return), then the form; indexable', async () => {
  const { requests } = openForm();
  expect(await screen.findByRole('heading', { level: 1, name: 'Custom design' })).toBeInTheDocument();
  expect(screen.getByText(/we hold a design fee of €150 on your card: it is reserved, not charged/)).toBeInTheDocument();
  expect(screen.getByText(/If your piece is made, the €150 is released/)).toBeInTheDocument();
  expect(screen.getByText(/The fee is charged only if the piece is not made/)).toBeInTheDocument();
  expect(screen.getByText('A piece made to your own design is yours alone: it cannot be returned.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Your request' });
  expect(within(form).getByRole('group', { name: 'The card for the design fee' })).toBeInTheDocument();
  expect(within(form).getByRole('combobox', { name: 'Kind of piece' })).toBeRequired();
  expect(field(/^Phone/)).not.toBeRequired();
  expect(submitButton()).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  expect(document.title).toContain('Custom design');
  expect(requests).toHaveLength(0);
});

test("the contract's check says every problem at its field, the focus on the first, before anything is sent", async () => {
  const { sent, user } = openForm();
  await screen.findByRole('form', { name: 'Your request' });
  await user.type(field(/^Describe your piece/), 'A ring');
  await user.type(field(/^Your budget in euros/), '300');
  await user.type(field(/^Card number/), '4242424242424241');
  await user.click(submitButton());
  const kind = screen.getByRole('combobox', { name: 'Kind of piece' });
  await waitFor(() => expect(kind).toHaveFocus());
  expect(kind).toHaveAccessibleDescription('This field is required.');
  expect(field(/^Describe your piece/)).toHaveAccessibleDescription(/^Please write at least 20 characters\./);
  expect(field(/^Your budget in euros/)).toHaveAccessibleDescription(/^A piece made to order starts from €500\./);
  expect(field(/^Card number/)).toHaveAccessibleDescription(/^Please check the card number\./);
  expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription('Please accept the privacy policy to send your request.');
  expect(sent).toEqual([]);
});

test("the server's field problems (400) are said at their fields, the first focused, nothing typed lost", async () => {
  const { user } = openForm(() => errorResponse(400, 'VALIDATION_FAILED', { budgetEuros: 'budget_too_high', 'payment.expiry': 'card_expired' }));
  await screen.findByRole('form', { name: 'Your request' });
  await fillIn(user);
  await user.click(submitButton());
  const budget = field(/^Your budget in euros/);
  await waitFor(() => expect(budget).toHaveFocus());
  expect(budget).toHaveAccessibleDescription(/^Please enter a budget of at most €1,000,000\./);
  expect(field(/^Expiry date/)).toHaveAccessibleDescription('This card has expired.');
  expect(field(/^Card number/)).toHaveValue('4242 4242 4242 4242');
  expect(field(/^Describe your piece/)).toHaveValue('An oval solitaire for my fiancée, simple and low.');
});

test('a declined card (402): said, without a retry of the same card; the next attempt goes with a new Idempotency-Key', async () => {
  const { sent, user } = openForm(
    () => errorResponse(402, 'PAYMENT_FAILED', { payment: 'declined' }),
    () => Response.json(created(), { status: 201 }),
  );
  await screen.findByRole('form', { name: 'Your request' });
  await fillIn(user);
  await user.click(submitButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your card was declined, so nothing was held. Please use another card.');
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  expect(field(/^Name on the card/)).toHaveValue('Giulia Rossi');

  await user.clear(field(/^Card number/));
  await user.type(field(/^Card number/), '5555555555554444');
  await user.click(submitButton());
  expect(await screen.findByRole('heading', { level: 1, name: 'Your custom design' })).toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
});

test('no answer (503): the same attempt is sent again with the same Idempotency-Key', async () => {
  const { sent, user } = openForm(
    () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
    () => Response.json(created(), { status: 201 }),
  );
  await screen.findByRole('form', { name: 'Your request' });
  await fillIn(user);
  await user.click(submitButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('sending it again will not hold the fee twice');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your custom design' })).toBeInTheDocument();
  expect(sent.map(({ key }) => key)).toEqual([sent[0]!.key, sent[0]!.key]);
});

test("success: the request as the contract wants it, then at once the request's page, its token in the address", async () => {
  const { sent, requests, user } = openForm(() => Response.json(created(), { status: 201 }));
  await screen.findByRole('form', { name: 'Your request' });
  await fillIn(user);
  await user.click(submitButton());

  const thanks = await screen.findByText('Thank you: your request is with our designers in Valenza. We have sent the link to this page to giulia@example.com.');
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(screen.getByRole('heading', { level: 1, name: 'Your custom design' })).toBeInTheDocument();
  const request = screen.getByRole('region', { name: 'Your request' });
  expect(request).toHaveTextContent('StatusRequested');
  expect(request).toHaveTextContent('€150 held on your card ending 4242: not charged.');
  expect(screen.getByRole('button', { name: 'Withdraw my request' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/en/club/custom-design?token=${encodeURIComponent(TOKEN)}`);
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  expect(sent).toEqual([
    {
      key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      locale: 'en',
      body: {
        pieceKind: 'engagement_ring',
        description: 'An oval solitaire for my fiancée, simple and low.',
        budgetEuros: 4500,
        name: 'Giulia Rossi',
        email: 'giulia@example.com',
        phone: '+393471234567',
        payment: { cardNumber: '4242 4242 4242 4242', expiry: '07/30', cvc: '123', cardholderName: 'Giulia Rossi' },
        privacy: true,
      },
    },
  ]);
  // The page shows the answer: it does not ask for the request again.
  expect(requests.filter((sentRequest) => sentRequest.method === 'GET')).toEqual([]);
});
