/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n, Route, Routes, useLocation } from '@ama/platform';
import { messages } from '../i18n';
import { renderCartAt } from '../test-support';
import { CheckoutPage } from './CheckoutPage';

const cart: Cart = {
  lines: [
    {
      id: '0b6c2b1e-7a53-4c1e-9f2a-1a2b3c4d5e6f',
      sku: 'GA-SOL-OV',
      name: 'Gaia Solitaire Ring',
      imageUrl: '/r.svg',
      available: true,
      quantity: 1,
      options: {},
      selection: [],
      unitPriceCents: 194_000,
      lineTotalCents: 194_000,
    },
  ],
  discount: null,
  totalItems: 1,
  subtotalCents: 194_000,
  discountCents: 0,
  shippingCents: 0,
  totalCents: 194_000,
  currency: 'EUR',
  checkoutBlocked: false,
  shipsBy: '2026-12-22',
};
let orders: { key: string | null; body: { payment: { cardNumber: string }; expectedTotalCents: number; checkout: unknown } }[];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  orders = [];
  sessionStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (new URL(request.url).pathname === '/api/cart') return Response.json(cart);
    const body = (await request.json()) as (typeof orders)[number]['body'];
    orders.push({ key: request.headers.get('idempotency-key'), body });
    if (body.payment.cardNumber.startsWith('4000')) {
      return Response.json({ error: { code: 'PAYMENT_FAILED', message: 'declined', fields: { payment: 'declined' } } }, { status: 402 });
    }
    return Response.json({ order: { reference: 'r'.repeat(43), number: 'AMA-7K3F-9Q' } }, { status: 201 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

function Address() {
  const { search } = useLocation();
  return <p aria-label="address">{search}</p>;
}
const at = (url: string) =>
  renderCartAt(
    url,
    <Routes>
      <Route
        path="/:locale/checkout"
        element={
          <>
            <CheckoutPage />
            <Address />
          </>
        }
      />
    </Routes>,
  );

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: /^Surname/ }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'giulia@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '347 123 4567');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>, zip = '20121') {
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Country/ }), 'IT');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Via della Spiga 1');
  await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), zip);
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Milano');
  await user.type(screen.getByRole('textbox', { name: /^Province/ }), 'MI');
  await user.type(screen.getByRole('textbox', { name: /^Fiscal code/ }), 'RSSMRA85T10A562S');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = await screen.findByRole('textbox', { name: /^Card number/ });
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByRole('textbox', { name: /^Expiry date/ });
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByRole('textbox', { name: /^Security code/ });
  await user.clear(cvc);
  await user.type(cvc, '123');
  const holder = screen.getByRole('textbox', { name: /^Name on the card/ });
  await user.clear(holder);
  await user.type(holder, 'Giulia Rossi');
}

test('a step with problems stays, says what is wrong next to each field and moves the focus to the first', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const name = screen.getByRole('textbox', { name: /^Name/ });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Enter a valid e-mail address.');
  expect(screen.getByLabelText('address')).toHaveTextContent('');
});

test('a phone number written with its country is judged on the first step, as the server will judge it', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: /^Surname/ }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'giulia@example.com');
  // A UK number from the range kept for fiction: no such phone exists.
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+44 7700 900123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const phone = screen.getByRole('textbox', { name: /^Phone/ });
  await waitFor(() => expect(phone).toHaveFocus());
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('address')).toHaveTextContent('');
});

test('each step is in the URL; a wrong postal code for Italy is told at its field; Back keeps what was typed', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await fillContact(user);
  // The form's check is loaded on its first focus: the step moves on once it has judged the form.
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?step=shipping'));
  await fillShipping(user, '2012');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveAccessibleDescription('This postal code is not valid for the country.'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveFocus());
  await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '1');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?step=payment'));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('textbox', { name: /^Postal code/ })).toHaveValue('20121');
  expect(JSON.parse(sessionStorage.getItem('ama-checkout-draft')!)).toMatchObject({ contact: { email: 'giulia@example.com' }, shipping: { city: 'Milano' } });
});

test('before paying, the shopper reads back their contact and addresses, and a change takes them to that step', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await fillContact(user);
  await fillShipping(user);
  const review = await screen.findByRole('region', { name: 'Check before paying' });
  expect(review).toHaveTextContent('ContactGiulia Rossigiulia@example.com');
  expect(review).toHaveTextContent('Shipping toGiulia RossiVia della Spiga 120121 Milano (MI)Italy');
  expect(review).toHaveTextContent('Invoice toThe shipping addressRSSMRA85T10A562S');
  await user.click(within(review).getByRole('button', { name: 'Change: Shipping to' }));
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?step=shipping'));
  expect(await screen.findByRole('textbox', { name: /^Address/ })).toHaveValue('Via della Spiga 1');
});

test.each([
  ['IT', { province: true, region: false, numeric: true }],
  ['DE', { province: false, region: false, numeric: true }],
  ['GB', { province: false, region: false, numeric: false }],
  ['US', { province: false, region: true, numeric: true }],
])('an address in %s asks for the parts it has, with the number pad where its postcodes are digits', async (country, expected) => {
  const user = userEvent.setup();
  sessionStorage.setItem('ama-checkout-draft', JSON.stringify({ contact: { name: 'Giulia', surname: 'Rossi', email: 'giulia@example.com', phone: '+39 347 123 4567' } }));
  at('/en/checkout?step=shipping');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Country/ }), country);
  const shipping = screen.getByRole('group', { name: 'Shipping address' });
  const province = within(shipping).queryByRole('textbox', { name: /^Province/ });
  const region = within(shipping).queryByRole('textbox', { name: /^Region/ });
  expect({
    province: province !== null,
    region: region !== null,
    numeric:
      within(shipping)
        .getByRole('textbox', { name: /^Postal code/ })
        .getAttribute('inputmode') === 'numeric',
  }).toEqual(expected);
  // The province (Italy) or the state (beyond Europe) is the address's first level; the city its second.
  expect(within(shipping).getByRole('textbox', { name: /^City/ })).toHaveAttribute('autocomplete', 'section-shipping shipping address-level2');
  for (const field of [province, region].filter((found) => found !== null)) expect(field).toHaveAttribute('autocomplete', 'section-shipping shipping address-level1');
});

test('a declined card says "Payment error" and keeps the form; the next attempt, with a new key, places the order once', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await fillContact(user);
  await fillShipping(user);
  await fillCard(user, '4000000000000002');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Complete purchase' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Payment error')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Name on the card/ })).toHaveValue('Giulia Rossi');
  expect(sessionStorage.getItem('ama-checkout-draft')).not.toContain('4000');

  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Complete purchase' }));
  await waitFor(() => expect(window.location.search).toBe(`?order=${'r'.repeat(43)}`));
  expect(window.location.pathname).toBe('/en/order-confirmation');
  expect(orders).toHaveLength(2);
  expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(orders[1]!.key).not.toBe(orders[0]!.key);
  expect(orders[1]!.body).toMatchObject({
    expectedTotalCents: 194_000,
    checkout: { contact: { phone: '347 123 4567' }, billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' }, privacy: true },
  });
  expect(sessionStorage.getItem('ama-checkout-draft')).toBeNull();
});

test('a Club AMA engraving code: the summary names the free engraving; refused again when paying, the alert says to add an engraving', async () => {
  const user = userEvent.setup();
  const code = 'CLUBPERSONAL-7KQ2-9XHD-M4TB-R8VN';
  const withCode: Cart = { ...cart, discount: { code, kind: 'engraving', amountCents: 5_000, boundToEmail: true }, discountCents: 5_000, totalCents: 189_000 };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (new URL(request.url).pathname === '/api/cart') return Response.json(withCode);
    return Response.json({ error: { code: 'INVALID_DISCOUNT_CODE', message: 'no', fields: { code: 'no_engraving' } } }, { status: 400 });
  }) as typeof fetch;
  sessionStorage.setItem(
    'ama-checkout-draft',
    JSON.stringify({
      contact: { name: 'Giulia', surname: 'Rossi', email: 'giulia@example.com', phone: '+39 347 123 4567' },
      shipping: { country: 'IT', region: '', province: 'MI', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
      billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
    }),
  );
  at('/en/checkout?step=payment');
  const summary = await screen.findByRole('complementary', { name: 'Summary' });
  expect(summary).toHaveTextContent(`Free engraving, Club AMA (${code})−€50.00`);
  expect(summary).toHaveTextContent('Total VAT included€1,890.00');
  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Complete purchase' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This code makes an engraving free: add an engraving to a piece first.');
  expect(alert).not.toHaveTextContent('bound to another e-mail');
  expect(within(alert).getByRole('link', { name: 'Edit the cart' })).toHaveAttribute('href', '/en/cart');
});

test('privacy must be accepted before paying', async () => {
  const user = userEvent.setup();
  at('/en/checkout');
  await fillContact(user);
  await fillShipping(user);
  await fillCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Complete purchase' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription('Please accept the privacy policy to place the order.'));
  expect(orders).toHaveLength(0);
});
