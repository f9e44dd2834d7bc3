/**
 * @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, createShopStore } from '@ama/platform';
import type { Locale } from '@ama/contracts';
import { NewsletterSignup } from '../exposes/NewsletterSignup';
import { messages } from '../i18n';

/**
 * A name hiding a zero-width space or a right-to-left override went through the
 * newsletter form to the stored data and the e-mails. The shared text schema now refuses it, and the
 * shopper must read why, at the field, in their language, before anything is sent.
 */
/** The form's translation of the schema's code, read from the app's own messages. */
const message = (locale: Locale): unknown => (messages[locale] as { newsletter: { errors: Record<string, unknown> } }).newsletter.errors.control_characters;

const requests: Request[] = [];
beforeEach(() => {
  createShopStore();
  requests.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return Response.json({ subscription: { email: 'ada@example.com', discountCode: 'WELCOME10-7KQ2-9XHD-M4TB-R8VN', discountPercent: 10 } }, { status: 201 });
  }) as typeof fetch;
});
afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

const LOCALES = ['en', 'it', 'es', 'de'] as const;

it('has the message in each language, not one language’s text copied', () => {
  expect(new Set(LOCALES.map(message)).size).toBe(LOCALES.length);
});

it.each(LOCALES)('shows the hidden-characters message in %s on the name and surname that hide them, and sends nothing', async (locale) => {
  window.history.pushState(null, '', `/${locale}/club`);
  await act(() => changeLocale(locale));
  render(<NewsletterSignup variant="page" />);
  const user = userEvent.setup();
  // The form's own order: name, surname, e-mail (labels differ by language, so by position).
  const [name, surname, email] = screen.getAllByRole('textbox');
  await user.type(name!, 'A\u200Bda');
  await user.type(surname!, 'Love\u202Elace');
  await user.type(email!, 'ada@example.com');
  await user.type(screen.getByLabelText(/^(Date of birth|Data di nascita|Fecha de nacimiento|Geburtsdatum)/), '1990-05-17');
  await user.click(screen.getByRole('checkbox'));

  await user.click(screen.getByRole('button'));

  const expected = message(locale);
  expect(expected).toEqual(expect.stringMatching(/\S/));
  for (const field of [name!, surname!]) {
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expected as string);
  }
  expect(email).toHaveAccessibleDescription('');
  expect(requests).toHaveLength(0);
});
