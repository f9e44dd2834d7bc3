/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, Locale } from '@ama/contracts';
import { addMessages, api, changeLocale, configureApi, createShopStore, Route, Routes } from '@ama/platform';
import { messages } from '../i18n';
import { renderCartAt } from '../test-support';
import { CheckoutPage } from './CheckoutPage';

/**
 * Names, the city and the gift message took C1 controls, bidi overrides, the line
 * separator and zero-width characters to the order and its e-mail. The shared text schema refuses them
 * now; the shopper must read why at each field, in their language, and no order is sent.
 */
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

type Checkout = { continue: string; fields: Record<string, string>; problems: Record<string, string> };
const textsOf = (locale: Locale) => (messages[locale] as { checkout: Checkout }).checkout;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label in `locale` (required fields add an asterisk). */
const field = (locale: Locale, key: string) => screen.getByRole('textbox', { name: new RegExp(`^${escape(textsOf(locale).fields[key]!)}`) });

let posted: string[];
beforeAll(() => {
  createShopStore();
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (new URL(request.url).pathname === '/api/cart') return Response.json(cart);
    posted.push(request.url);
    return Response.json({ order: { reference: 'r'.repeat(43), number: 'AMA-7K3F-9Q' } }, { status: 201 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const LOCALES = ['it', 'de', 'es', 'en'] as const;

it('has the message in each language, not one language’s text copied', () => {
  expect(new Set(LOCALES.map((locale) => textsOf(locale).problems.control_characters)).size).toBe(LOCALES.length);
});

it.each(LOCALES)('tells the shopper in %s which names, city and gift message hide characters, and sends nothing', async (locale) => {
  await act(() => changeLocale(locale));
  const texts = textsOf(locale);
  const message = texts.problems.control_characters;
  expect(message).toEqual(expect.stringMatching(/\S/));
  const user = userEvent.setup();
  renderCartAt(
    `/${locale}/checkout`,
    <Routes>
      <Route path="/:locale/checkout" element={<CheckoutPage />} />
    </Routes>,
  );
  const next = () => user.click(screen.getByRole('button', { name: texts.continue }));

  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${escape(texts.fields.name!)}`) }), 'Giu\u0085lia');
  await user.type(field(locale, 'surname'), 'Ros\u202Esi');
  await user.type(field(locale, 'email'), 'giulia@example.com');
  await user.type(field(locale, 'phone'), '347 123 4567');
  await next();
  for (const key of ['name', 'surname']) expect(field(locale, key)).toHaveAccessibleDescription(message);

  await user.clear(field(locale, 'name'));
  await user.type(field(locale, 'name'), 'Giulia');
  await user.clear(field(locale, 'surname'));
  await user.type(field(locale, 'surname'), 'Rossi');
  await next();

  await user.selectOptions(await screen.findByRole('combobox', { name: new RegExp(`^${escape(texts.fields.country!)}`) }), 'IT');
  await user.type(field(locale, 'address'), 'Via della Spiga 1');
  await user.type(field(locale, 'zipCode'), '20121');
  await user.type(field(locale, 'city'), 'Mi\u009Blano');
  await user.type(field(locale, 'province'), 'MI');
  await user.type(field(locale, 'fiscalCode'), 'RSSMRA85T10A562S');
  await user.type(field(locale, 'giftMessage'), 'Auguri\u2028con\u200Bamore');
  await next();
  for (const key of ['city', 'giftMessage']) expect(field(locale, key)).toHaveAccessibleDescription(message);
  expect(posted).toEqual([]);
});
