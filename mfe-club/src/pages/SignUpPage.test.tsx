/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLUB, clubToday } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { formatEuros } from '../club/format';
import { errorResponse, renderClubAt, stubApi, type ApiHandler } from '../club/test-support';

const REGIONS = {
  regions: [
    { code: '03', name: 'Lombardia' },
    { code: '12', name: 'Lazio' },
  ],
};
const CITIES: Record<string, { name: string; province: string }[]> = {
  '03': [
    { name: 'Milano', province: 'MI' },
    { name: 'Bergamo', province: 'BG' },
    { name: 'Cantù', province: 'CO' },
    { name: 'Milzano', province: 'BS' },
  ],
  '12': [{ name: 'Roma', province: 'RM' }],
};
const POSTAL_CODES: Record<string, string[]> = { Milano: ['20121', '20122'], Bergamo: ['24121'], Cantù: ['22063'], Milzano: ['25020'], Roma: ['00118'] };

const places: Record<string, ApiHandler> = {
  '/club/places/regions': () => Response.json(REGIONS),
  '/club/places/cities': (_request, url) => Response.json({ cities: CITIES[url.searchParams.get('region') ?? ''] ?? [] }),
  '/club/places/postal-codes': (_request, url) => Response.json({ postalCodes: POSTAL_CODES[url.searchParams.get('city') ?? ''] ?? [] }),
};

/** A birth date `years` years before today in Italy (the club's calendar). */
const bornYearsAgo = (years: number) => {
  const [year, rest] = [Number(clubToday().slice(0, 4)), clubToday().slice(4)];
  return `${year - years}${rest === '-02-29' ? '-02-28' : rest}`;
};

// Filling the whole form key by key takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('club', messages);
  configureApi({ retryDelayMs: 0 });
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const open = () => {
  renderClubAt('/en/club/sign-up');
  return userEvent.setup();
};
const combobox = (name: string) => screen.getByRole('combobox', { name });

/** The town and its CAP as a keyboard user picks them: typing filters, the arrows and Enter choose. */
async function chooseResidence(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(combobox('Region')).toBeEnabled());
  await user.selectOptions(combobox('Region'), '03');
  await waitFor(() => expect(combobox('City')).toBeEnabled());
  await user.type(combobox('City'), 'mila');
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(combobox('Postal code')).toBeEnabled());
  await user.type(combobox('Postal code'), '2012');
  await user.keyboard('{ArrowDown}{Enter}');
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { email = 'giulia@example.com', birthDate = '1990-05-17' } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rossi');
  await user.type(screen.getByLabelText(/^Date of birth/), birthDate);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '347 123 4567');
  await chooseResidence(user);
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Via della Spiga 1');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Join Club AMA' }));

test('every field is mandatory, marked with an asterisk the form explains; Italy is the default country', async () => {
  stubApi(places);
  open();
  const form = screen.getByRole('form', { name: 'Your sign-up' });
  expect(within(form).getByText('Fields marked with * are mandatory.')).toBeInTheDocument();
  for (const name of ['Name', 'Last name', 'Email', 'Phone', 'Address']) expect(within(form).getByRole('textbox', { name })).toBeRequired();
  for (const name of ['Country of residence', 'Region', 'City', 'Postal code']) expect(within(form).getByRole('combobox', { name })).toBeRequired();
  expect(combobox('Country of residence')).toHaveValue('IT');
  expect(within(combobox('Country of residence')).getAllByRole('option')[0]).toHaveTextContent('Italy');
  expect(form.querySelectorAll('.ama-field__required').length).toBeGreaterThanOrEqual(11);
});

test('region → city → postal code: each list asked for its parent, a new parent empties its children, a single CAP is chosen', async () => {
  const requests = stubApi(places);
  const user = open();
  await waitFor(() => expect(combobox('Region')).toBeEnabled());
  expect(combobox('City')).toBeDisabled();
  expect(combobox('Postal code')).toBeDisabled();

  await user.selectOptions(combobox('Region'), '03');
  await waitFor(() => expect(combobox('City')).toBeEnabled());
  await user.click(combobox('City'));
  expect(screen.getByRole('option', { name: 'Milano (MI)' })).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: 'Milano (MI)' }));
  expect(combobox('City')).toHaveValue('Milano (MI)');
  await waitFor(() => expect(combobox('Postal code')).toBeEnabled());
  expect(combobox('Postal code')).toHaveValue('');
  await user.click(combobox('Postal code'));
  await user.click(screen.getByRole('option', { name: '20122' }));
  expect(combobox('Postal code')).toHaveValue('20122');

  // another region: the city and its CAP no longer apply
  await user.selectOptions(combobox('Region'), '12');
  expect(combobox('City')).toHaveValue('');
  expect(combobox('Postal code')).toHaveValue('');
  await waitFor(() => expect(combobox('City')).toBeEnabled());
  await user.type(combobox('City'), 'mi');
  expect(screen.getByText('No town of this region matches what you typed.')).toHaveAttribute('role', 'status');
  await user.clear(combobox('City'));
  await user.type(combobox('City'), 'Roma');
  await waitFor(() => expect(combobox('Postal code')).toHaveValue('00118'));

  const asked = requests
    .map((request) => new URL(request.url))
    .map((url) => `${url.pathname}?${url.searchParams.get('region') ?? ''}|${url.searchParams.get('city') ?? ''}|${url.searchParams.get('country')}`);
  expect(asked).toEqual([
    '/api/club/places/regions?||IT',
    '/api/club/places/cities?03||IT',
    '/api/club/places/postal-codes?03|Milano|IT',
    '/api/club/places/cities?12||IT',
    '/api/club/places/postal-codes?12|Roma|IT',
  ]);
});

test('the town is found by typing, accents and letter case optional; one that matches nothing is said so', async () => {
  stubApi(places);
  const user = open();
  await waitFor(() => expect(combobox('Region')).toBeEnabled());
  await user.selectOptions(combobox('Region'), '03');
  await waitFor(() => expect(combobox('City')).toBeEnabled());
  const city = combobox('City');
  await user.type(city, 'MIL');
  expect(
    within(screen.getByRole('listbox', { name: 'City' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Milano (MI)', 'Milzano (BS)']);
  await user.clear(city);
  await user.type(city, 'cantu');
  await user.keyboard('{ArrowDown}');
  expect(city).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Cantù (CO)' }).id);
  await user.keyboard('{Enter}');
  expect(city).toHaveValue('Cantù (CO)');
  // Cantù has one CAP: it is chosen for the shopper.
  await waitFor(() => expect(combobox('Postal code')).toHaveValue('22063'));

  await user.clear(city);
  await user.type(city, 'Atlantide');
  expect(screen.getByText('No town of this region matches what you typed.')).toHaveAttribute('role', 'status');
  expect(city).toHaveAttribute('aria-expanded', 'false');
  expect(combobox('Postal code')).toHaveValue('');
  await user.keyboard('{Escape}{Escape}');
  expect(city).toHaveValue('');
});

test('a country other than Italy says at once that Club AMA is for residents of Italy', async () => {
  stubApi(places);
  const user = open();
  // Italy alone until the shopper starts on the form; then every country.
  expect(within(combobox('Country of residence')).queryByRole('option', { name: 'France' })).toBeNull();
  await user.click(combobox('Country of residence'));
  await waitFor(() => expect(within(combobox('Country of residence')).getByRole('option', { name: 'France' })).toBeInTheDocument());
  await user.selectOptions(combobox('Country of residence'), 'FR');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Club AMA is for residents of Italy');
  expect(combobox('Country of residence')).toHaveAccessibleDescription(/Club AMA is for residents of Italy/);
  expect(combobox('Region')).toBeDisabled();
  await user.selectOptions(combobox('Country of residence'), 'IT');
  expect(screen.queryByText(/Club AMA is for residents of Italy/)).toBeNull();
});

test('someone under age is told they must be adult, at the birth date, which gets the focus; nothing is sent', async () => {
  const requests = stubApi(places);
  const user = open();
  await fillIn(user, { birthDate: bornYearsAgo(CLUB.minimumAge - 1) });
  await submit(user);
  const birthDate = screen.getByLabelText(/^Date of birth/);
  await waitFor(() => expect(birthDate).toHaveFocus());
  expect(birthDate).toHaveAccessibleDescription(expect.stringContaining(`You must be at least ${CLUB.minimumAge} years old to join Club AMA.`));
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('an empty form: every problem at its field, the focus on the first', async () => {
  stubApi(places);
  const user = open();
  await submit(user);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription('Please accept the privacy policy and the terms to join.');
});

test('an e-mail the server refuses (409) is told at the e-mail field with the one message for a malformed or taken address; nothing typed is lost', async () => {
  stubApi({ ...places, 'POST /club/sign-ups': () => errorResponse(409, 'EMAIL_ALREADY_REGISTERED', { email: 'email_unavailable' }) });
  const user = open();
  await fillIn(user);
  await submit(user);
  const email = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription('The email entered is not valid or has already been registered.');
  expect(email).toHaveValue('giulia@example.com');
  expect(combobox('City')).toHaveValue('Milano (MI)');
  expect(combobox('Postal code')).toHaveValue('20121');
});

test('a CAP the server does not know is told at the postal code combobox, which gets the focus', async () => {
  stubApi({ ...places, 'POST /club/sign-ups': () => errorResponse(400, 'VALIDATION_FAILED', { zipCode: 'unknown_zip' }) });
  const user = open();
  await fillIn(user);
  await submit(user);
  const zipCode = combobox('Postal code');
  await waitFor(() => expect(zipCode).toHaveFocus());
  expect(zipCode).toHaveAccessibleDescription('Please choose a postal code from the list.');
  expect(zipCode).toBeInvalid();
});

test('too many attempts (429): a message with a retry, the form as it was; the retry sends again', async () => {
  let posts = 0;
  stubApi({
    ...places,
    'POST /club/sign-ups': () =>
      ++posts === 1 ? errorResponse(429, 'RATE_LIMITED') : Response.json({ signUp: { email: 'giulia@example.com', status: 'pending' } }, { status: 201 }),
  });
  const user = open();
  await fillIn(user);
  await submit(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many attempts.');
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Via della Spiga 1');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for joining Club AMA' })).toBeInTheDocument();
  expect(posts).toBe(2);
});

test('success: the sign-up as the contract wants it, then the confirmation e-mail and the pending status explained', async () => {
  const bodies: unknown[] = [];
  stubApi({
    ...places,
    'POST /club/sign-ups': async (request) => {
      bodies.push(await request.json());
      return Response.json({ signUp: { email: 'giulia@example.com', status: 'pending' } }, { status: 201 });
    },
  });
  const user = open();
  await fillIn(user);
  await submit(user);
  const heading = await screen.findByRole('heading', { name: 'Thank you for joining Club AMA' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('We have sent a confirmation e-mail to giulia@example.com.')).toBeInTheDocument();
  expect(screen.getByText(/^Your membership is pending/)).toHaveTextContent(`first purchase of at least ${formatEuros(CLUB.minFirstPurchaseCents, 'en')} at list price`);
  expect(bodies).toEqual([
    {
      name: 'Giulia',
      lastname: 'Rossi',
      email: 'giulia@example.com',
      phone: '+393471234567',
      country: 'IT',
      region: '03',
      city: 'Milano',
      zipCode: '20121',
      address: 'Via della Spiga 1',
      birthDate: '1990-05-17',
      privacy: true,
    },
  ]);
  expect(screen.queryByRole('form')).toBeNull();
});
