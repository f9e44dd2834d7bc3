// The newsletter popup (docs/newsletter.md): once per visitor, after a delay or on an
// intent to leave, never on the purchase path. Every other spec starts as a visitor who had it
// (playwright.config.ts); these start as new visitors, and Playwright's clock stands in for the wait.
import { expect, test, type Locator, type Page } from './fixtures/test';
import { NEW_VISITOR, POPUP_DELAY_MS, POPUP_MEMORY_KEY } from './fixtures/newsletter-popup';
import { POPUP_LOAD_AFTER_MS } from '../shell/src/runtime/newsletter-popup-due';

test.use({ storageState: NEW_VISITOR });

const TEXTS = {
  en: {
    title: '10% off your first purchase',
    name: 'Name',
    surname: 'Surname',
    dateOfBirth: /^Date of birth/,
    privacy: /privacy policy/,
    submit: 'Subscribe',
    thanks: 'Thank you!',
    close: 'Close',
    duplicate: 'This email is already registered',
  },
  it: {
    title: '10% di sconto sul tuo primo acquisto',
    name: 'Nome',
    surname: 'Cognome',
    dateOfBirth: /^Data di nascita/,
    privacy: /informativa sulla privacy/,
    submit: 'Iscriviti',
    thanks: 'Grazie!',
    close: 'Chiudi',
    duplicate: 'Questa email è già registrata',
  },
} as const;
type Locale = keyof typeof TEXTS;

/** The dialog's own chunk (form and texts): fetched only when the popup is about to show. */
const DIALOG_CHUNK = /\/newsletter-popup\.[0-9a-f]+\.js$/;
const TRIGGER_CHUNK = /__federation_expose_NewsletterPopup\.[0-9a-f]+\.js$/;

/** Requests for the dialog's chunk, from now on. */
function dialogChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (DIALOG_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * The mouse moves until `done`: the shell loads the popup's trigger at the shopper's first move. A page
 * to read loads no code until it is needed (docs/adr-012-load-on-need.md): the mouse first comes over
 * the header's menus, which need it.
 */
async function untilPopupCodeAsked(page: Page, done: () => boolean) {
  await page.locator('.ama-header__nav [data-island]').first().hover();
  let x = 10;
  await expect(async () => {
    await page.mouse.move((x += 7), 200);
    expect(done()).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** Opens a page with a controllable clock, once the popup's trigger is there. */
async function open(page: Page, path: string, navigate: () => Promise<unknown> = () => page.goto(path)) {
  let loaded = false;
  const seen = (response: { url(): string }) => {
    if (TRIGGER_CHUNK.test(response.url())) loaded = true;
  };
  page.on('response', seen);
  await navigate();
  await untilPopupCodeAsked(page, () => loaded);
  page.off('response', seen);
}

/** A page to read, reloaded by a visitor who had the popup: no popup, and not even its trigger's code. */
async function reloadHavingHadIt(page: Page) {
  const triggers: string[] = [];
  const seen = (request: { url(): string }) => {
    if (TRIGGER_CHUNK.test(request.url())) triggers.push(request.url());
  };
  page.on('request', seen);
  await page.reload();
  await expectNoPopup(page);
  page.off('request', seen);
  expect(triggers).toEqual([]);
}

/** Lets the popup's delay pass (again, until the trigger has mounted and set its timer). */
async function popupAfterDelay(page: Page, locale: Locale): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: TEXTS[locale].title });
  await expect(async () => {
    await page.clock.fastForward(POPUP_DELAY_MS);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** Enough time for the popup several times over, and an intent to leave: it must still not show. */
async function expectNoPopup(page: Page) {
  await page.clock.fastForward(POPUP_DELAY_MS * 3);
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null })));
  await page.clock.fastForward(POPUP_DELAY_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const memory = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), POPUP_MEMORY_KEY);

async function fillIn(dialog: Locator, locale: Locale, email: string) {
  const texts = TEXTS[locale];
  await dialog.getByRole('textbox', { name: texts.name, exact: true }).fill('Giulia');
  await dialog.getByRole('textbox', { name: texts.surname }).fill('Bianchi');
  await dialog.getByLabel(texts.dateOfBirth).fill('1991-04-12');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('checkbox', { name: texts.privacy }).check();
  await dialog.getByRole('button', { name: texts.submit }).click();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('a new visitor is offered 10% off once: subscribes, closes, and a reload does not bring it back', async ({ page }) => {
  const chunks = dialogChunkRequests(page);
  await open(page, '/en/about-us');
  expect(chunks).toEqual([]);

  const dialog = await popupAfterDelay(page, 'en');
  expect(chunks).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  for (const field of [dialog.getByRole('textbox', { name: 'Name', exact: true }), dialog.getByRole('textbox', { name: 'Surname' }), dialog.getByLabel(/^Date of birth/)]) {
    await expect(field).toHaveAttribute('required', '');
  }

  await fillIn(dialog, 'en', `popup.${Date.now()}@example.com`);
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(dialog.getByText(/^WELCOME10-/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await memory(page)).toBe('subscribed');

  await reloadHavingHadIt(page);
});

test('another new visitor, in Italian, closes it with Escape: gone for good', async ({ page }) => {
  await open(page, '/it/sustainability');
  const dialog = await popupAfterDelay(page, 'it');
  await expect(dialog.getByRole('form', { name: 'Iscriviti alla nostra newsletter' })).toBeVisible();
  await expect(dialog).toContainText('*');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await memory(page)).toBe('closed');

  await reloadHavingHadIt(page);
});

test('on a page to read, an untouched new visitor loads no code until the popup is due, then is offered it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/de/about-us');
  await page.clock.fastForward(POPUP_LOAD_AFTER_MS / 2);
  expect(scripts.filter((url) => /libraries-react|__federation_expose_/.test(url))).toEqual([]);
  const dialog = page.getByRole('dialog', { name: '10 % Rabatt auf Ihren ersten Einkauf' });
  await expect(async () => {
    await page.clock.fastForward(POPUP_DELAY_MS / 4);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(scripts.some((url) => TRIGGER_CHUNK.test(url))).toBe(true);
});

for (const locale of ['en', 'it'] as const) {
  test(`a registered e-mail in the popup is refused in place (${locale})`, async ({ page, request }) => {
    const email = `popup.dup.${locale}.${Date.now()}@example.com`;
    const registered = await request.post(`/api/newsletter/subscriptions?locale=${locale}`, {
      data: { name: 'Giulia', surname: 'Bianchi', dateOfBirth: '1991-04-12', email, privacy: true },
    });
    expect(registered.status()).toBe(201);

    await open(page, `/${locale}/about-us`);
    const dialog = await popupAfterDelay(page, locale);
    await fillIn(dialog, locale, email);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(TEXTS[locale].duplicate);
    await expect(dialog.getByRole('textbox', { name: TEXTS[locale].name, exact: true })).toHaveValue('Giulia');
  });
}

test('the popup never shows on the cart or the checkout, whatever the wait or the mouse does', async ({ page }) => {
  const chunks = dialogChunkRequests(page);
  for (const path of ['/en/cart', '/it/checkout']) {
    await open(page, path);
    await expectNoPopup(page);
    expect(await memory(page)).toBeNull();
  }
  expect(chunks).toEqual([]);
});

test('a visitor making to leave through the top of the window is offered it before the delay', async ({ page }) => {
  await open(page, '/en/results');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: TEXTS.en.title });
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null })));
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("with the club's remote down the popup leaves no trace, and the page works", async ({ page }) => {
  await page.route('**/remotes/mfe-club/**', (route) => route.abort('connectionrefused'));
  let failed = false;
  page.on('requestfailed', (request) => {
    if (request.url().includes('/remotes/mfe-club/')) failed = true;
  });
  await page.goto('/en/about-us');
  await untilPopupCodeAsked(page, () => failed);
  await page.clock.fastForward(POPUP_DELAY_MS * 2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#ama-overlays')).toHaveText('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});
