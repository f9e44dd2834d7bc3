import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { collectProblems } from './fixtures/page-problems';
import { message, platformMessages, warmUp } from './fixtures/shop-pages';

// Corporate events (docs/requirements.md#events): the list, an event, registration with companions, the
// confirmation e-mail and its cancellation link, sold out, past and unknown events. The events are
// seeded once per shop and shared by every spec: the journeys use the event with plenty of seats and
// addresses of their own, and give their seats back.

interface SeededEvent {
  key: string;
  startsAt: string;
}

/**
 * The season ahead is seeded when the shop's database is created, a year on if it has begun
 * (bff/src/events/seed.ts): its keys end with the year it got, so they are read from the list.
 */
async function seasonEvent(request: APIRequestContext, base: string): Promise<SeededEvent> {
  const list = (await (await request.get('/api/events?locale=en')).json()) as { upcoming: SeededEvent[] };
  const event = list.upcoming.find((candidate) => candidate.key.startsWith(`${base}-`));
  if (!event) throw new Error(`no upcoming event ${base}-…`);
  return event;
}
const openEvent = async (request: APIRequestContext) => (await seasonEvent(request, 'valenza-atelier-winter-evening')).key;
const PAST_EVENT = 'milan-showroom-evening-2024';

async function seatsLeft(request: APIRequestContext, key: string): Promise<number> {
  const response = await request.get(`/api/events/${key}?locale=en`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { seatsLeft: number }).seatsLeft;
}

interface FormTexts {
  form: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  yes: string;
  addCompanion: string;
  /** With {n} for the companion's number. */
  companion: string;
  conditions: string;
  privacy: RegExp;
}

async function fillRegistration(page: Page, texts: FormTexts, email: string, companions: string[]) {
  const form = page.getByRole('form', { name: texts.form });
  await form.getByRole('textbox', { name: texts.firstName, exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: texts.lastName, exact: true }).fill('Bianchi');
  await form.getByRole('textbox', { name: texts.phone, exact: true }).fill('347 123 4567');
  await form.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: texts.company, exact: true }).fill('Studio Bianchi & Co');
  await form.getByRole('radio', { name: texts.yes }).check();
  for (const [index, name] of companions.entries()) {
    await form.getByRole('button', { name: texts.addCompanion }).click();
    await form.getByRole('textbox', { name: texts.companion.replace('{n}', String(index + 1)), exact: true }).fill(name);
  }
  await form.getByRole('checkbox', { name: texts.conditions }).check();
  await form.getByRole('checkbox', { name: texts.privacy }).check();
  return form;
}

const EN = {
  form: 'Your registration',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company name',
  yes: 'Yes, I will attend',
  addCompanion: 'Add a companion',
  companion: 'Companion {n}: full name',
  conditions: 'I accept the event conditions',
  privacy: /privacy policy/,
} satisfies FormTexts;

const IT = {
  form: 'La tua registrazione',
  firstName: 'Nome',
  lastName: 'Cognome',
  phone: 'Telefono',
  email: 'E-mail',
  company: "Nome dell'azienda",
  yes: 'Sì, sarò presente',
  addCompanion: 'Aggiungi un accompagnatore',
  companion: 'Accompagnatore {n}: nome e cognome',
  conditions: "Accetto le condizioni dell'evento",
  privacy: /informativa sulla privacy/,
} satisfies FormTexts;

test('register with two companions, find the e-mail, cancel by its link: the seats are free again (en)', async ({ page, request }) => {
  const problems = collectProblems(page);
  const email = `guest.${Date.now()}@example.com`;
  const OPEN_EVENT = await openEvent(request);
  const before = await seatsLeft(request, OPEN_EVENT);

  await page.goto('/en/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  // Dates for the locale, with the zone: the venue's wall clock in Rome.
  await expect(upcoming.getByText(/^\w+,? 10 December \d{4}, 18:00–21:00 \(CET, Italian time\)$/)).toBeVisible();
  await upcoming.getByRole('link', { name: 'Winter evening at the Valenza atelier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter evening at the Valenza atelier' })).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/events/booking\\?event=${OPEN_EVENT}$`));

  const form = await fillRegistration(page, EN, email, ['Marco Rossi', 'Sara <Verdi>']);
  await expect(form.getByText('You are booking 3 seats.')).toBeVisible();
  await form.getByRole('button', { name: 'Confirm my registration' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByText('Thank you, Giulia: we have reserved 3 seats for “Winter evening at the Valenza atelier”.')).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before - 3);

  // The confirmation e-mail, in English, with the companions (escaped in the HTML) and the link.
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; text: string; html: string }[] };
  expect(outbox.mails).toHaveLength(1);
  const [mail] = outbox.mails;
  expect(mail!.subject).toBe('AMA: your registration for “Winter evening at the Valenza atelier”');
  expect(mail!.text).toContain('Seats reserved: 3 (you and 2 companions)');
  expect(mail!.html).toContain('<li>Sara &lt;Verdi&gt;</li>');
  const link = /https?:\/\/\S+\/en\/events\/booking\?cancel=[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();

  // Opening the link changes nothing; the button does.
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Cancel your registration' })).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before - 3);
  await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
  await expect(page.getByText('Your registration for “Winter evening at the Valenza atelier” is cancelled. Your seats are free again for other guests.')).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before);

  // Twice is harmless, and says so.
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
  await expect(page.getByText('Your registration for “Winter evening at the Valenza atelier” was already cancelled. There is nothing more to do.')).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before);
  expect(problems).toEqual([]);
});

test('register in Italian, mistakes explained in Italian, then cancel from the confirmation screen (it)', async ({ page, request }) => {
  const problems = collectProblems(page);
  const email = `ospite.${Date.now()}@example.com`;
  const OPEN_EVENT = await openEvent(request);
  const before = await seatsLeft(request, OPEN_EVENT);

  await page.goto(`/it/events/booking?event=${OPEN_EVENT}`);
  const form = page.getByRole('form', { name: IT.form });
  await expect(form.getByText('I campi contrassegnati da un asterisco (*) sono obbligatori.')).toBeVisible();
  await form.getByRole('button', { name: 'Conferma la registrazione' }).click();
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAccessibleDescription('Compila questo campo.');
  await expect(form.getByRole('checkbox', { name: IT.conditions })).toHaveAccessibleDescription("Accetta le condizioni dell'evento per registrarti.");

  await fillRegistration(page, IT, email, ['Marco Rossi', 'Sara Verdi']);
  await form.getByRole('button', { name: 'Conferma la registrazione' }).click();
  await expect(page.getByRole('heading', { name: 'Sei registrato/a' })).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before - 3);

  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; text: string }[] };
  expect(outbox.mails[0]!.subject).toBe("AMA: la tua registrazione a «Serata d'inverno nel laboratorio di Valenza»");
  expect(outbox.mails[0]!.text).toMatch(/\S+ 10 dicembre \d{4}, 18:00 \(CET, ora italiana\)/);

  await page.getByRole('button', { name: 'Annulla la mia registrazione' }).click();
  await expect(page.getByRole('heading', { name: 'Registrazione annullata' })).toBeVisible();
  expect(await seatsLeft(request, OPEN_EVENT)).toBe(before);
  expect(problems).toEqual([]);
});

test('a sold-out event in German shows AUSVERKAUFT and offers no booking; its JSON-LD says SoldOut', async ({ page, request }) => {
  const problems = collectProblems(page);
  const soldOut = await seasonEvent(request, 'milan-lab-grown-diamonds-talk');
  const SOLD_OUT_EVENT = soldOut.key;
  await page.goto('/de/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Im Labor gezüchtete Diamanten: ein Gespräch' }) });
  await expect(card.getByText('AUSVERKAUFT', { exact: true })).toBeVisible();
  // The nearly full one says how many seats are left.
  await expect(page.getByRole('article').filter({ hasText: 'Festtags-Preview in Rom' }).getByText('Nur noch 3 Plätze frei')).toBeVisible();

  await card.getByRole('link', { name: 'Im Labor gezüchtete Diamanten: ein Gespräch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Im Labor gezüchtete Diamanten: ein Gespräch' })).toBeVisible();
  await expect(page.getByText('AUSVERKAUFT', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

  await page.goto(`/de/events/booking?event=${SOLD_OUT_EVENT}`);
  await expect(page.getByText('Dieses Event ist AUSVERKAUFT: Anmeldungen sind nicht mehr möglich.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  expect(problems).toEqual([]);

  // Structured data in the server's HTML.
  await warmUp(request, `/de/events/${SOLD_OUT_EVENT}`, 'mfe_events');
  const html = await (await request.get(`/de/events/${SOLD_OUT_EVENT}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
  expect(blocks).toContainEqual(
    expect.objectContaining({
      '@type': 'Event',
      name: 'Im Labor gezüchtete Diamanten: ein Gespräch',
      startDate: soldOut.startsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      location: expect.objectContaining({ '@type': 'Place', name: 'AMA Showroom Mailand' }),
      offers: expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    }),
  );
});

test('the Milan showroom evening of 3 October 2024 is shown apart as past and cannot be booked (it)', async ({ page, request }) => {
  const problems = collectProblems(page);
  await page.goto('/it/events');
  const past = page.getByRole('region', { name: 'Eventi passati' });
  await expect(past.getByRole('link', { name: 'Una serata allo showroom di Milano' })).toBeVisible();
  await expect(past.getByText('giovedì 3 ottobre 2024, 18:30–21:30 (CEST, ora italiana)')).toBeVisible();
  await expect(past.getByText('Evento passato')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prossimi eventi' }).getByRole('link', { name: 'Una serata allo showroom di Milano' })).toHaveCount(0);
  await page.goto(`/it/events/${PAST_EVENT}`);
  await expect(page.getByText('Questo evento si è già svolto.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati' })).toHaveCount(0);
  // The nearly full one, loaded directly (server-rendered, then hydrated): the seats left and the way to register.
  await page.goto(`/it/events/${(await seasonEvent(request, 'rome-holiday-preview')).key}`);
  await expect(page.getByText('Solo 3 posti disponibili')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const locale of ['en', 'it'] as const) {
  test(`an unknown event key is the 404 page with HTTP 404 (${locale})`, async ({ page, request }) => {
    await warmUp(request, `/${locale}/events/${await openEvent(request)}`, 'mfe_events');
    const title = message(platformMessages(locale), 'notFound.title');
    for (const path of [`/${locale}/events/no-such-evening`, `/${locale}/events/booking?event=no-such-evening`]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} (X-Render: ${response?.headers()['x-render'] ?? 'no header'})`).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });
}
