import { expect, test, type Page } from './fixtures/test';
import { BANNER_ANSWERED } from './fixtures/consent';

/** The next weekday at least two days ahead (the call centre and the shops are open on weekdays). */
function nextWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Hydration and React warnings on the page: there must be none. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|did not match|server rendered|Warning:/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('book a video call (English): the confirmation, the e-mail in the outbox with its cancel link, and cancelling by it', async ({ page, request }) => {
  const problems = watchConsole(page);
  const email = `video.${Date.now()}@example.com`;
  await page.goto('/en/book-an-appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await page.getByRole('radio', { name: /Video call/ }).check();
  await page.getByLabel(/^Day/).fill(nextWeekday());
  const times = page.getByRole('radiogroup', { name: /Free times/ });
  await times.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Name and surname/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('+39 347 123 4567');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Book the appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByText('Our staff will send you the link before the appointment.')).toBeVisible();

  const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox.mails).toHaveLength(1);
  const mail = outbox.mails[0];
  expect(mail.subject).toBe('AMA: your appointment is confirmed');
  expect(mail.text).toContain('The link to the video call will be sent by our staff');
  const link = /https?:\/\/\S+\/en\/book-an-appointment\?cancel=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // Opening the link changes nothing; the button does, and a second time says it already was.
  const cancelPath = new URL(link!).pathname + new URL(link!).search;
  await page.goto(cancelPath);
  await expect(page.getByRole('heading', { name: 'Cancel your appointment?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment has been cancelled' })).toBeVisible();
  await page.goto(cancelPath);
  await page.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
  await expect(page.getByRole('heading', { name: 'This appointment was already cancelled' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('prenotare una visita in negozio (italiano) dal link "prenota qui" del localizzatore', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/it/store-locator?near=Torino');
  const first = page.getByRole('list', { name: 'Gioiellieri' }).getByRole('listitem').first();
  await expect(first.getByRole('heading')).toContainText('Gioielleria Ferraris');
  await first.getByRole('link', { name: 'Prenota qui un appuntamento' }).click();
  await expect(page).toHaveURL(/\/it\/book-an-appointment\?store=torino-via-roma$/);
  await expect(page.getByRole('radio', { name: /Visita in un negozio/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /Negozio/ })).toHaveValue('torino-via-roma');
  // Nothing filled in: the first field to fix gets the focus, messages in Italian.
  await page.getByRole('button', { name: "Prenota l'appuntamento" }).click();
  await expect(page.getByLabel(/^Giorno/)).toBeFocused();
  await expect(page.getByLabel(/^Giorno/)).toHaveAccessibleDescription('Compila questo campo.');
  expect(problems).toEqual([]);
});

test('trovare un gioielliere vicino a una città inserita (italiano), anche senza JavaScript', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await page.goto('/it/store-locator');
  // The locator's own search form (the header has a product search too).
  const search = page.getByRole('search', { name: 'Trova un gioielliere' });
  await search.getByRole('searchbox', { name: /Città o località/ }).fill('Firenze');
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/near=Firenze/);
  await expect(page.getByText(/gioiellieri, dal più vicino a Firenze/)).toBeVisible();
  const items = page.getByRole('list', { name: 'Gioiellieri' }).getByRole('listitem');
  await expect(items.first().getByRole('heading')).toContainText('Gioielleria Bellini');
  await expect(items.first().getByRole('link', { name: /\+39 055/ })).toHaveAttribute('href', 'tel:+390552398765');
  await expect(items.nth(1).getByRole('heading')).toContainText('Gioielleria Rinaldi');

  await search.getByRole('searchbox', { name: /Città o località/ }).fill('Xyzzyville');
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText(/Non abbiamo trovato una località chiamata «Xyzzyville»/)).toBeVisible();
  expect(problems).toEqual([]);

  // The server renders the list itself: the form works without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/it/store-locator?near=Verona');
  await expect(plain.getByRole('list', { name: 'Gioiellieri' }).getByRole('listitem').first().getByRole('heading')).toContainText('Gioielleria Scaligera');
  // Without JavaScript the browser's position cannot be asked for: no dead button.
  const plainSearch = plain.getByRole('search', { name: 'Trova un gioielliere' });
  await expect(plainSearch.getByRole('button', { name: 'Cerca' })).toBeVisible();
  await expect(plainSearch.getByRole('button', { name: 'Usa la mia posizione' })).toBeHidden();
  await noScript.close();
});

test('find a jeweller by a granted geolocation (English)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, geolocation: { latitude: 48.14, longitude: 11.58 }, permissions: ['geolocation'], storageState: BANNER_ANSWERED });
  const page = await context.newPage();
  await page.goto('/en/store-locator');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText(/jewellers, nearest to you first/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jewellers' }).getByRole('listitem').first().getByRole('heading')).toContainText('Juwelier Hofmann');
  await context.close();
});

test('a denied geolocation is explained (Italian and English)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: [], storageState: BANNER_ANSWERED });
  // Chromium headless has no prompt: an ungranted permission is refused, as a shopper's "Block".
  const page = await context.newPage();
  await page.goto('/it/store-locator');
  await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
  await expect(page.getByRole('alert')).toContainText('Non hai consentito al sito di usare la tua posizione');
  await page.goto('/en/store-locator');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('alert')).toContainText('You did not allow this site to use your location');
  await context.close();
});
