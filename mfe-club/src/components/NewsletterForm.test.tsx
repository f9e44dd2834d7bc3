/**
 * @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, createShopStore } from '@ama/platform';
import { RECAPTCHA, type Locale } from '@ama/contracts';
import { POPUP_MEMORY_KEY } from '../popup/popup-memory';
import { NewsletterSignup } from '../exposes/NewsletterSignup';

type Reply = { status: number; body: unknown };

/** Answers with real Response objects and records every Request, as the browser's fetch would see it. */
function stubFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return requests;
}

const created = (email: string) => ({
  status: 201,
  body: { subscription: { email, discountCode: 'WELCOME10-7KQ2-9XHD-M4TB-R8VN', discountPercent: 10 } },
});
const duplicate = {
  status: 409,
  body: { error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'This email is already registered', fields: { email: 'already_registered' } } },
};

async function renderAt(locale: Locale) {
  window.history.pushState(null, '', `/${locale}/club`);
  await act(() => changeLocale(locale));
  render(<NewsletterSignup variant="page" />);
  return userEvent.setup();
}

/** Fills the form through its labels, the way a shopper would (English labels). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
  await user.type(screen.getByLabelText(/^Date of birth/), '1990-05-17');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

beforeEach(() => {
  createShopStore();
});

afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

describe('NewsletterForm', () => {
  it('marks every field as mandatory with an asterisk', async () => {
    await renderAt('en');
    const form = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    for (const name of ['Name', 'Surname', 'Email']) expect(within(form).getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByLabelText(/^Date of birth/)).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeRequired();
    expect(form.querySelectorAll('.ama-field__required')).toHaveLength(5);
    expect(screen.getByText('Fields marked with * are mandatory.')).toBeInTheDocument();
  });

  it('explains every missing field in English without calling the server, and focuses the first', async () => {
    const requests = stubFetch(created('x'));
    const user = await renderAt('en');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    for (const name of ['Name', 'Surname', 'Email']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription('This field is required');
    }
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription('Please accept the privacy policy to subscribe');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(requests).toHaveLength(0);
  });

  it('explains the missing fields in Italian for an Italian shopper', async () => {
    stubFetch(created('x'));
    const user = await renderAt('it');

    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));

    for (const name of ['Nome', 'Cognome', 'Email']) expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Campo obbligatorio');
    expect(screen.getByLabelText(/^Data di nascita/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(screen.getByRole('checkbox', { name: /informativa sulla privacy/ })).toHaveAccessibleDescription("Accetta l'informativa sulla privacy per iscriverti");
  });

  it('checks formats before sending: e-mail address and a birth date in the past', async () => {
    const requests = stubFetch(created('x'));
    const user = await renderAt('en');
    await fillIn(user, 'ada.example.com');
    await user.clear(screen.getByLabelText(/^Date of birth/));
    await user.type(screen.getByLabelText(/^Date of birth/), '2999-01-01');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('The date of birth must be in the past');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('');
    expect(requests).toHaveLength(0);

    // Editing a field clears its message: it no longer describes what the shopper sees.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '@');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('The date of birth must be in the past');
  });

  it('sends the trimmed fields with the locale, then thanks the shopper and shows the 10% code', async () => {
    const requests = stubFetch(created('ada@example.com'));
    const user = await renderAt('en');
    await fillIn(user, '  ada@example.com ');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const success = await screen.findByRole('status');
    expect(within(success).getByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(success).toHaveTextContent('Check your inbox: we have sent your welcome code for 10% off your first purchase to ada@example.com.');
    expect(success).toHaveTextContent('Your code: WELCOME10-7KQ2-9XHD-M4TB-R8VN');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('http://localhost/api/newsletter/subscriptions?locale=en');
    expect(await request!.json()).toEqual({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: 'ada@example.com', privacy: true });
  });

  it('shows the server’s 409 on the email field and keeps everything typed', async () => {
    stubFetch(duplicate);
    const user = await renderAt('en');
    await fillIn(user, 'taken@example.com');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('This email is already registered');
    // The focus moves on the next frame, once the message is drawn.
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('taken@example.com');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1990-05-17');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  });

  it.each([
    ['it', 'Questa email è già registrata'],
    ['es', 'Este correo electrónico ya está registrado'],
    ['de', 'Diese E-Mail-Adresse ist bereits registriert'],
  ] as const)('says the address is already registered in %s too', async (locale, message) => {
    stubFetch(duplicate);
    const user = await renderAt(locale);
    const [name, surname, email] = screen.getAllByRole('textbox');
    await user.type(name!, 'Ada');
    await user.type(surname!, 'Lovelace');
    await user.type(email!, 'taken@example.com');
    await user.type(screen.getByLabelText(/^(Data di nascita|Fecha de nacimiento|Geburtsdatum)/), '1990-05-17');
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(message);
  });

  it('puts the server’s field errors (400) on their fields', async () => {
    stubFetch({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', fields: { dateOfBirth: 'date_too_early' } } } });
    const user = await renderAt('en');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter a date from 1900 onwards')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('Please enter a date from 1900 onwards');
  });

  it.each([
    [429, 'Too many attempts. Please try again in a few minutes.'],
    [503, 'We could not subscribe you right now. Please try again.'],
  ])('explains a %i in the form itself and keeps the values for another try', async (status, message) => {
    stubFetch({ status, body: { error: { code: status === 429 ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE', message: 'x' } } }, created('ada@example.com'));
    const user = await renderAt('en');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('explains a refused anti-spam check (CAPTCHA_FAILED) in the shopper’s language', async () => {
    stubFetch({ status: 400, body: { error: { code: 'CAPTCHA_FAILED', message: 'The reCAPTCHA check failed' } } });
    const user = await renderAt('it');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Lovelace');
    await user.type(screen.getByLabelText(/^Data di nascita/), '1990-05-17');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));

    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a verificare che tu non sia un robot. Riprova.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('sends no reCAPTCHA header while reCAPTCHA is off, and a subscriber is never offered the popup', async () => {
    window.localStorage.clear();
    const requests = stubFetch(created('ada@example.com'));
    const user = await renderAt('en');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('heading', { name: 'Thank you!' });

    expect(requests[0]!.headers.has(RECAPTCHA.tokenHeader)).toBe(false);
    expect(window.localStorage.getItem(POPUP_MEMORY_KEY)).toBe('subscribed');
  });
});
