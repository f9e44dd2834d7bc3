import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { E2E } from './ports';
import { message, remoteMessages, type Locale } from './fixtures/shop-pages';
import { seriousViolations, settled } from './fixtures/a11y';
import { collectProblems } from './fixtures/page-problems';
import { islandsHydrated } from './fixtures/islands';
import { newMember } from './fixtures/club-member';
import { withConsent } from './fixtures/consent';
import { popupAlreadySeen } from './fixtures/newsletter-popup';

// The back office against a real shop whose staff were added with `npm run staff`
// (e2e/fixtures/backoffice-shop.mjs): a manager moves a shopper's order on and the shopper hears of it;
// a staff member is refused the manager's actions; a visitor gets nothing from any staff path.

test.use({ baseURL: E2E.backofficeShop });

const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

interface Account {
  email: string;
  password: string;
}
const accounts = (): { manager: Account; staff: Account } => JSON.parse(readFileSync(E2E.backofficeAccounts, 'utf8'));

function textsFor(locale: Locale) {
  const office = remoteMessages('mfe-backoffice', locale);
  const m = (key: string) => message(office, key);
  return {
    email: m('signIn.email'),
    password: m('signIn.password'),
    signIn: m('signIn.submit'),
    wrongPassword: m('signIn.problems.invalid_credentials'),
    nav: (page: string) => m(`nav.${page}`),
    navLabel: m('nav.label'),
    productSearch: m('products.filters.q'),
    showProducts: m('products.filters.apply'),
    offSale: m('products.availability.offSale'),
    currentPassword: m('password.current'),
    newPassword: m('password.new'),
    savePassword: m('password.submit'),
    ordersTitle: m('pages.staffOrders.title'),
    search: m('orders.filters.q'),
    show: m('orders.filters.apply'),
    newStatus: m('statusChange.status'),
    carrier: m('statusChange.carrier'),
    trackingNumber: m('statusChange.trackingNumber'),
    change: m('statusChange.submit'),
    status: (status: string) => m(`status.${status}`),
    forbidden: m('problems.forbidden'),
  };
}

/** A shopper's order, placed through the shop's API in the page's browser (its visitor cookie kept): its reference and number. */
const RING_LINE = { sku: 'GA-SOL-OV', options: { size: '14', gold: 'ROSE' } };

async function placeOrder(request: APIRequestContext, email: string, locale: Locale, lines: object[] = [RING_LINE]): Promise<{ reference: string; number: string }> {
  for (const line of lines) expect((await request.post(`/api/cart/lines?locale=${locale}`, { data: line })).status()).toBe(201);
  const cart = await (await request.get(`/api/cart?locale=${locale}`)).json();
  const order = await request.post(`/api/orders?locale=${locale}`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      checkout: {
        contact: { email, phone: '347 123 4567', name: 'Giulia', surname: 'Rossi' },
        shipping: { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
        billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
        privacy: true,
        giftWrapping: false,
      },
      payment: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Giulia Rossi' },
      expectedTotalCents: cart.totalCents,
    },
  });
  expect(order.status()).toBe(201);
  const { reference, number } = (await order.json()).order;
  return { reference, number };
}

const OWN_PASSWORD = 'a passphrase of my very own';
/** The accounts whose own password a test of this file has already chosen: signed in with it directly. */
const ownPasswordChosen = new Set<string>();

/**
 * Signs in as a staff member. The first time with the one-time password the command printed, then
 * choosing an own password, as a first sign-in asks; later (another test of this file already did
 * that) with the own password at once: a wrong password each time would lock the account after a few
 * tests (the sign-in's lock-out, docs/backoffice.md).
 */
async function signIn(page: Page, locale: Locale, account: Account) {
  const t = textsFor(locale);
  const attempt = async (password: string) => {
    await page.getByRole('textbox', { name: new RegExp(`^${t.email}`) }).fill(account.email);
    await page.getByLabel(new RegExp(`^${t.password}`)).fill(password);
    await page.getByRole('button', { name: t.signIn }).click();
  };
  await page.goto(`/${locale}/staff`);
  if (ownPasswordChosen.has(account.email)) {
    await attempt(OWN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: t.ordersTitle })).toBeVisible();
    return;
  }
  await attempt(account.password);
  const changeForm = page.getByLabel(new RegExp(`^${t.currentPassword}`));
  await expect(changeForm.or(page.getByText(t.wrongPassword))).toBeVisible();
  if (await changeForm.isVisible()) {
    await changeForm.fill(account.password);
    await page.getByLabel(new RegExp(`^${t.newPassword}`)).fill(OWN_PASSWORD);
    await page.getByRole('button', { name: t.savePassword }).click();
  } else {
    await attempt(OWN_PASSWORD);
  }
  await expect(page.getByRole('heading', { level: 1, name: t.ordersTitle })).toBeVisible();
  ownPasswordChosen.add(account.email);
}

const mailsTo = async (request: APIRequestContext, email: string): Promise<Array<{ subject: string; text: string }>> =>
  ((await (await request.get('/api/dev/outbox')).json()).mails as Array<{ to: string; subject: string; text: string }>).filter((mail) => mail.to === email);

test('a manager signs in with the one-time password, and moves an order from received to shipped: the shopper is e-mailed and the order page follows', async ({ browser }) => {
  const locale = 'en';
  const t = textsFor(locale);
  const shopper = await browser.newContext({ storageState: undefined });
  const email = `giulia.${Date.now()}@example.com`;
  const { reference, number } = await placeOrder(shopper.request, email, 'it');
  // Before staff touch it: received, made to order.
  const before = await shopper.newPage();
  await before.goto(`/it/order-confirmation?order=${reference}`);
  await expect(before.getByText(message(remoteMessages('mfe-cart-checkout', 'it'), 'orderStatus.received'))).toBeVisible();
  await before.close();

  const office = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(office, locale, accounts().manager);
  await office.getByRole('searchbox', { name: t.search }).fill(number);
  await office.getByRole('button', { name: t.show }).click();
  await office.getByRole('link', { name: number }).click();
  await expect(office.getByRole('heading', { level: 1 })).toContainText(number);

  await office.getByRole('combobox', { name: new RegExp(`^${t.newStatus}`) }).selectOption({ label: t.status('in_production') });
  await office.getByRole('button', { name: t.change }).click();
  await expect(
    office
      .getByRole('status')
      .filter({ hasText: t.status('in_production') })
      .first(),
  ).toBeVisible();

  await office.getByRole('combobox', { name: new RegExp(`^${t.newStatus}`) }).selectOption({ label: t.status('shipped') });
  await office.getByRole('textbox', { name: new RegExp(`^${t.carrier}`) }).fill('BRT');
  await office.getByRole('textbox', { name: new RegExp(`^${t.trackingNumber}`) }).fill('BRT0123456789');
  await office.getByRole('button', { name: t.change }).click();
  await expect(office.getByText('BRT0123456789').first()).toBeVisible();
  await expect(office.getByRole('combobox', { name: new RegExp(`^${t.newStatus}`) }).getByRole('option', { name: t.status('delivered') })).toHaveCount(1);

  // The shopper, in Italian as they ordered: two e-mails besides the order's own, the shipment's with the tracking number.
  await expect
    .poll(async () => (await mailsTo(shopper.request, email)).map((mail) => mail.subject).sort())
    .toEqual([`AMA: il tuo ordine ${number}`, `AMA: il tuo ordine ${number} è in lavorazione`, `AMA: il tuo ordine ${number} è stato spedito`]);
  const shipped = (await mailsTo(shopper.request, email)).find((mail) => mail.subject.endsWith('spedito'))!;
  expect(shipped.text).toContain('BRT0123456789');
  // The link of the order's e-mail: where the order is now, with how it travels.
  const cart = remoteMessages('mfe-cart-checkout', 'it');
  const own = await shopper.newPage();
  await own.goto(`/it/order-confirmation?order=${reference}`);
  const status = own.getByRole('region', { name: message(cart, 'orderStatus.title') });
  await expect(status).toContainText(message(cart, 'orderStatus.statuses.shipped'));
  const steps = status.getByRole('list', { name: message(cart, 'orderStatus.history') }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.last()).toContainText('BRT0123456789');
  await shopper.close();
});

test('a staff member without the manager role is refused the manager’s actions', async ({ page }) => {
  const locale = 'de';
  await signIn(page, locale, accounts().staff);
  // The back office's own calls, with this browser's staff cookie (Path=/api/staff) and the session's CSRF token.
  const session = await (await page.request.get('/api/staff/session')).json();
  const add = await page.request.post('/api/staff/accounts', { headers: { 'X-CSRF-Token': session.csrfToken }, data: { email: 'friend@ama.example', role: 'manager' } });
  expect(add.status()).toBe(403);
  expect((await add.json()).error.code).toBe('FORBIDDEN');
  expect((await page.request.get('/api/staff/accounts')).status()).toBe(403);
});

test('an anonymous visitor gets nothing from any staff path: no data, no cached page, nothing indexed', async ({ page, request }) => {
  const t = textsFor('en');
  for (const path of ['/api/staff/session', '/api/staff/orders', '/api/staff/orders/AMA-0000-00', '/api/staff/accounts']) {
    const res = await request.get(path);
    expect([path, res.status()]).toEqual([path, 401]);
  }
  const refused = await request.post('/api/staff/orders/AMA-0000-00/status', { data: { status: 'cancelled' } });
  expect(refused.status()).toBe(401);

  const res = await page.goto('/en/staff/orders');
  expect(res!.headers()['cache-control']).toBe('no-store');
  expect(res!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('button', { name: t.signIn })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /en/staff');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff');
});

test('a manager takes a product off sale in the back office, and a shopper whose cart holds it is told to remove it', async ({ browser }) => {
  const t = textsFor('en');
  const cart = remoteMessages('mfe-cart-checkout', 'en');
  const shopper = await browser.newPage();
  expect((await shopper.request.post('/api/cart/lines?locale=en', { data: { sku: 'GA-PEN-OV', quantity: 1 } })).status()).toBe(201);
  await shopper.goto('/en/cart');
  await expect(shopper.getByText(message(cart, 'cart.lineUnavailable'))).toHaveCount(0);

  const office = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(office, 'en', accounts().manager);
  await office
    .getByRole('navigation', { name: t.navLabel })
    .getByRole('link', { name: t.nav('products') })
    .click();
  await office.getByRole('searchbox', { name: t.productSearch }).fill('GA-PEN-OV');
  await office.getByRole('button', { name: t.showProducts }).click();
  await expect(office).toHaveURL(/q=GA-PEN-OV/);
  const row = office.getByRole('row').filter({ hasText: 'GA-PEN-OV' });
  await row.getByRole('button', { name: /^Take .+ off sale$/ }).click();
  await row.getByRole('button', { name: /^Confirm taking .+ off sale$/ }).click();
  await expect(row).toContainText(t.offSale);

  await shopper.reload();
  await expect(shopper.getByText(message(cart, 'cart.lineUnavailable'))).toBeVisible();

  // Back on sale, for the shop's sake.
  await row.getByRole('button', { name: /^Put .+ back on sale$/ }).click();
  await expect(row).not.toContainText(t.offSale);
  await shopper.reload();
  await expect(shopper.getByText(message(cart, 'cart.lineUnavailable'))).toHaveCount(0);
});

test('staff cancel an event: its page says so, and every guest is e-mailed in their language', async ({ browser, request }) => {
  const office = remoteMessages('mfe-backoffice', 'it');
  const events = (await (await request.get('/api/events?locale=it')).json()).upcoming as Array<{ key: string; title: string; state: string }>;
  const event = events.find((candidate) => candidate.state === 'open')!;
  const guest = `ospite.${Date.now()}@example.com`;
  const registered = await request.post(`/api/events/${event.key}/registrations?locale=de`, {
    data: {
      firstName: 'Greta',
      lastName: 'Bauer',
      phone: '+49 30 1234567',
      email: guest,
      company: 'Bauer GmbH',
      companions: [{ name: 'Hans Bauer' }],
      presence: 'yes',
      conditions: true,
      privacy: true,
    },
  });
  expect(registered.status()).toBe(201);

  const page = await browser.newPage();
  await signIn(page, 'it', accounts().staff);
  await page
    .getByRole('navigation', { name: message(office, 'nav.label') })
    .getByRole('link', { name: message(office, 'nav.events') })
    .click();
  await page.getByRole('link', { name: event.title }).click();
  await expect(page.getByRole('table').filter({ hasText: guest })).toContainText('Hans Bauer');
  await page.getByRole('button', { name: message(office, 'event.cancel.start') }).click();
  await page.getByRole('button', { name: message(office, 'event.cancel.confirm') }).click();
  await expect(
    page
      .getByRole('region')
      .filter({ hasText: message(office, 'events.state.cancelled') })
      .first(),
  ).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(request, guest)).map((mail) => mail.subject))
    .toContain(`AMA: „${(await (await request.get(`/api/events/${event.key}?locale=de`)).json()).title}“ – Absage`);
  const publicPage = await (await request.get(`/api/events/${event.key}?locale=it`)).json();
  expect(publicPage.state).toBe('cancelled');
});

test('staff send a video call’s link: the customer is e-mailed it in their language', async ({ browser, request }) => {
  // A video call a week ahead on a weekday, booked as a shopper books it.
  const day = new Date(Date.now() + 7 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const slots = (await (await request.get(`/api/appointments/slots?kind=video&date=${date}`)).json()).slots as Array<{ start: string }>;
  const email = `lola.${Date.now()}@example.es`;
  const booked = await request.post('/api/appointments?locale=es', {
    data: { kind: 'video', start: slots[0]!.start, name: 'Lola Flores', email, phone: '347 123 4567', privacy: true },
  });
  expect(booked.status()).toBe(201);

  const office = remoteMessages('mfe-backoffice', 'en');
  const named = (key: string) => fill(message(office, key).replace(/<\/?hidden>/g, ''), { name: 'Lola Flores' });
  const page = await browser.newPage();
  await signIn(page, 'en', accounts().staff);
  await page.goto(`/en/staff/appointments?date=${date}`);
  await page.getByRole('textbox', { name: named('appointments.videoLink.field') }).fill('https://meet.example/ama-lola');
  await page.getByRole('button', { name: named('appointments.videoLink.send') }).click();
  await expect.poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject)).toContain('AMA: el enlace de tu videollamada');
  expect((await mailsTo(request, email)).find((mail) => mail.subject === 'AMA: el enlace de tu videollamada')!.text).toContain('https://meet.example/ama-lola');
});

test('a manager accepts the return of an eligible piece, and the shop refuses the return of an engraved one', async ({ browser }) => {
  const t = textsFor('en');
  const office = remoteMessages('mfe-backoffice', 'en');
  const shop = remoteMessages('mfe-cart-checkout', 'it');
  const shopper = await browser.newContext({ storageState: undefined });
  const email = `returns.${Date.now()}@example.com`;
  const { reference, number } = await placeOrder(shopper.request, email, 'it', [
    { sku: 'GA-PEN-OV' },
    { sku: 'GA-SOL-OV', options: { size: '14', gold: 'ROSE', engraving: 'Ti amo' } },
  ]);

  // Staff deliver the order.
  const page = await browser.newPage();
  await signIn(page, 'en', accounts().manager);
  await page.goto(`/en/staff/orders/${number}`);
  const newStatus = page.getByRole('combobox', { name: new RegExp(`^${t.newStatus}`) });
  for (const status of ['in_production', 'shipped', 'delivered']) {
    await newStatus.selectOption({ label: t.status(status) });
    if (status === 'shipped') {
      await page.getByRole('textbox', { name: new RegExp(`^${t.carrier}`) }).fill('BRT');
      await page.getByRole('textbox', { name: new RegExp(`^${t.trackingNumber}`) }).fill('BRT0123456789');
    }
    await page.getByRole('button', { name: t.change }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t.status(status) })
        .first(),
    ).toBeVisible();
  }

  // The shopper, in Italian: the engraved ring stays, the pendant goes back.
  const status = await shopper.newPage();
  await status.goto(`/it/order-confirmation?order=${reference}`);
  await status.getByRole('button', { name: message(shop, 'returns.open') }).click();
  await expect(status.getByText(message(shop, 'returns.blocks.engraved'), { exact: false })).toBeVisible();
  // Only the pendant can be ticked: the engraved ring is named with its reason instead.
  await expect(status.getByRole('checkbox')).toHaveCount(1);
  await status.getByRole('checkbox').check();
  await status.getByRole('button', { name: message(shop, 'returns.submit') }).click();
  await expect(status.getByRole('status').filter({ hasText: message(shop, 'returns.sent') })).toBeVisible();
  await expect(status.getByText(message(shop, 'returns.statuses.requested'))).toBeVisible();
  await expect.poll(async () => (await mailsTo(shopper.request, email)).map((mail) => mail.subject)).toContain(`AMA: il tuo reso per l'ordine ${number}`);

  // Staff receive and check it, then refund it.
  await page.reload();
  const step = page.getByRole('combobox', { name: new RegExp(`^${message(office, 'returns.step.next')}`) });
  await step.selectOption({ label: message(office, 'returns.statuses.received') });
  await page.getByRole('button', { name: message(office, 'returns.step.submit') }).click();
  await expect(page.getByText(message(office, 'returns.dueBy').split('{{')[0]!)).toBeVisible();
  const refund = await step.locator('option', { hasText: /^Refund / }).textContent();
  await step.selectOption({ label: refund! });
  await page.getByRole('button', { name: message(office, 'returns.step.submit') }).click();
  await expect(page.locator('.ama-staff-returns__item').getByText(message(office, 'returns.statuses.refunded'))).toBeVisible();
  await expect.poll(async () => (await mailsTo(shopper.request, email)).map((mail) => mail.subject)).toContain(`AMA: il tuo rimborso per l'ordine ${number}`);
  await status.reload();
  await expect(status.getByText(message(shop, 'returns.statuses.refunded'))).toBeVisible();

  // The customer writes about the engraved ring too: the shop refuses it, with the reason beside the piece.
  await page.getByRole('checkbox', { name: /Ti amo/ }).check();
  await page.getByRole('button', { name: message(office, 'returns.open') }).click();
  await expect(page.getByText(fill(message(office, 'returns.refusedPiece'), { reason: message(office, 'returns.blocks.engraved') }))).toBeVisible();
  await expect(page.locator('.ama-staff-returns__item')).toHaveCount(1);
  await shopper.close();
});

test('every signed-in staff page, in Italian on a phone and in English on a desktop: no serious axe violation, no console error or hydration warning', async ({ browser }) => {
  // Twenty pages, each checked by axe: a walk, not one journey (it took 28-31 s of the default 30 s here).
  test.setTimeout(90_000);
  const shopper = await browser.newContext({ storageState: undefined });
  const { number } = await placeOrder(shopper.request, `walk.${Date.now()}@example.com`, 'it');
  await shopper.close();
  const found: string[] = [];
  for (const [locale, width, viewport] of [
    ['it', 'phone', { width: 390, height: 844 }],
    ['en', 'desktop', { width: 1280, height: 900 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await signIn(page, locale, accounts().manager);
    // From here on: the sign-in's own 401 (no session yet) is behind us.
    const problems = collectProblems(page);
    const office = remoteMessages('mfe-backoffice', locale);
    const events = await (await page.request.get('/api/events?locale=en')).json();
    const eventKey = (events.upcoming as Array<{ key: string }>)[0]!.key;
    const paths = [
      '/staff/orders',
      `/staff/orders/${number}`,
      '/staff/renewals',
      '/staff/events',
      `/staff/events/${eventKey}`,
      '/staff/appointments',
      '/staff/products',
      '/staff/discount-codes',
      '/staff/club',
      '/staff/accounts',
    ];
    for (const path of paths) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The new event's form is part of the page to check, open.
      if (path === '/staff/events') await page.getByRole('button', { name: message(office, 'eventForm.open') }).click();
      await settled(page);
      found.push(...(await seriousViolations(page, { locale, width, route: path })));
    }
    expect(problems, `console problems on staff pages [${locale}, ${width}]`).toEqual([]);
    await page.close();
  }
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
});

/** A day `days` ahead, YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The ELITE jewellery loan (docs/services.md#elite-jewellery-loan): an ELITE member asks on their member
// page (a phone), a manager confirms the piece and the days in the back office (in the other language),
// the member reads the answer on their page and in the e-mail of their language.
for (const [memberLocale, staffLocale] of [
  ['it', 'en'],
  ['en', 'it'],
] as const) {
  test(`an ELITE member asks for a jewellery loan (${memberLocale}); a manager confirms it (${staffLocale}); the member reads it and is e-mailed`, async ({ browser }) => {
    const club = (key: string, values: Record<string, string | number> = {}) =>
      fill(message(remoteMessages('mfe-club', memberLocale), key), Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
    const office = (key: string) => message(remoteMessages('mfe-backoffice', staffLocale), key);
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: withConsent(popupAlreadySeen([E2E.backofficeShop])) });
    const { email, link } = await newMember(shopper.request, memberLocale, { elite: true });
    const eventDate = daysAhead(40);

    const page = await shopper.newPage();
    await page.goto(link);
    const loans = page.getByRole('region', { name: club('member.loans.title') });
    await loans.getByLabel(new RegExp(`^${club('member.loans.eventDate')}`)).fill(eventDate);
    await loans.getByRole('combobox', { name: new RegExp(`^${club('member.loans.days')}`) }).selectOption('3');
    await loans.getByRole('textbox', { name: new RegExp(`^${club('member.loans.occasion')}`) }).fill('Gala dinner at La Scala');
    await loans.getByRole('button', { name: club('member.loans.submit') }).click();
    await expect(loans.getByText(club('member.loans.sent'))).toBeVisible();
    await expect(loans.getByText(club('member.loans.status.requested'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const staff = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(staff, staffLocale, accounts().manager);
    await staff.goto(`/${staffLocale}/staff/club/loans?status=requested`);
    await staff.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await staff.getByRole('textbox', { name: new RegExp(`^${office('clubLoans.confirm.piece')}`) }).fill('Gaia pendant GA-PEN-OV');
    await staff.getByLabel(new RegExp(`^${office('clubLoans.confirm.from')}`)).fill(eventDate);
    await staff.getByLabel(new RegExp(`^${office('clubLoans.confirm.until')}`)).fill(daysAhead(41));
    await staff.getByRole('button', { name: office('clubLoans.confirm.submit') }).click();
    await expect(staff.getByRole('button', { name: office('clubLoans.handOver.start') })).toBeVisible();
    await staff.close();

    await page.reload();
    await expect(loans.getByText(/Gaia pendant GA-PEN-OV/)).toBeVisible();
    const subjects = (await mailsTo(shopper.request, email)).map((mail) => mail.subject);
    expect(subjects).toContain(memberLocale === 'it' ? 'AMA: il tuo prestito gioielli è confermato' : 'AMA: your jewellery loan is confirmed');
    await shopper.close();
  });
}

// Club AMA events (docs/services.md#invitations-to-events-and-previews): a manager makes an open event
// members only in the back office; an active member is invited by e-mail in their language; the list says
// the event is for members; a registration with an e-mail that is no member's is refused with the way to
// join; the member registers with the e-mail of the membership. Each language pair takes its own event.
for (const [memberLocale, staffLocale] of [
  ['it', 'en'],
  ['en', 'it'],
] as const) {
  test(`a manager makes an event members only (${staffLocale}); a member is invited and registers, anyone else is refused (${memberLocale})`, async ({ browser }) => {
    const shop = (key: string) => message(remoteMessages('mfe-events', memberLocale), key);
    const office = (key: string) => message(remoteMessages('mfe-backoffice', staffLocale), key);
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: withConsent(popupAlreadySeen([E2E.backofficeShop])) });
    const { email, link } = await newMember(visitor.request, memberLocale);
    const listed = (await (await visitor.request.get(`/api/events?locale=${memberLocale}`)).json()).upcoming as Array<{
      key: string;
      title: string;
      state: string;
      access?: string;
    }>;
    const event = listed.find((candidate) => candidate.state === 'open' && (candidate.access ?? 'public') === 'public');
    expect(event, 'an open public event').toBeDefined();

    const staff = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(staff, staffLocale, accounts().manager);
    await staff.goto(`/${staffLocale}/staff/events/${event!.key}`);
    await staff.getByRole('radio', { name: office('eventForm.access.membersOnly') }).check();
    await staff.getByRole('button', { name: office('eventForm.save') }).click();
    const saved = office('eventForm.saved')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{{title}}', '.+');
    await expect(staff.getByText(new RegExp(`^${saved}$`)).first()).toBeVisible();
    await staff.close();

    // The invitation, in the member's language, names the event.
    await expect.poll(async () => (await mailsTo(visitor.request, email)).filter((mail) => mail.text.includes(event!.title)).length).toBe(1);

    const page = await visitor.newPage();
    // The member page lists it, its registration carrying the member link.
    await page.goto(link);
    const forMembers = page.getByRole('region', { name: message(remoteMessages('mfe-club', memberLocale), 'member.events.title') });
    await expect(forMembers.getByRole('heading', { name: event!.title })).toBeVisible();
    await page.goto(`/${memberLocale}/events`);
    await expect(page.getByRole('main').getByText(shop('events.access.membersOnly')).first()).toBeVisible();
    await page.goto(`/${memberLocale}/events/booking?event=${event!.key}`);
    const form = page.getByRole('form', { name: shop('events.form.title') });
    await expect(page.getByText(shop('events.form.members.onlyIntro'))).toBeVisible();
    const register = async (address: string) => {
      await form.getByRole('textbox', { name: shop('events.form.fields.firstName'), exact: true }).fill('Giulia');
      await form.getByRole('textbox', { name: shop('events.form.fields.lastName'), exact: true }).fill('Bianchi');
      await form.getByRole('textbox', { name: shop('events.form.fields.phone'), exact: true }).fill('347 123 4567');
      await form.getByRole('textbox', { name: shop('events.form.fields.email'), exact: true }).fill(address);
      await form.getByRole('textbox', { name: shop('events.form.fields.company'), exact: true }).fill('Studio Bianchi');
      await form.getByRole('radio', { name: shop('events.form.presenceYes') }).check();
      await form.getByRole('checkbox', { name: shop('events.form.conditions') }).check();
      await form.getByRole('checkbox', { name: new RegExp(shop('events.form.privacy').split('<policy>')[0]!.trim()) }).check();
      await form.getByRole('button', { name: shop('events.form.submit') }).click();
    };
    await register(`not.a.member.${Date.now()}@example.com`);
    await expect(page.getByText(shop('events.form.errors.members_only').split('<join>')[0]!.trim())).toBeVisible();
    await form.getByRole('textbox', { name: shop('events.form.fields.email'), exact: true }).fill(email);
    await form.getByRole('button', { name: shop('events.form.submit') }).click();
    await expect(page.getByRole('heading', { name: shop('events.confirmation.title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visitor.close();
  });
}

/** A string's characters taken as themselves in a RegExp. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The warranty renewal (docs/services.md#warranty-renewal): a customer whose order was delivered asks on
// the order's page, on a phone, for the renewal of a piece and pays the shipping contribution by card; a
// member of staff, in another language, moves it received → in service → sent back in the back office;
// the customer reads where it is on the order's page and is e-mailed each step in the order's language.
const RENEWAL_SUBJECTS = {
  it: (number: string) => [
    `AMA: il rinnovo in garanzia per l’ordine ${number}`,
    `AMA: il tuo gioiello è arrivato per il rinnovo (ordine ${number})`,
    `AMA: il tuo gioiello è in rinnovo (ordine ${number})`,
    `AMA: il tuo gioiello rinnovato è in viaggio (ordine ${number})`,
  ],
  de: (number: string) => [
    `AMA: Ihre Garantie-Auffrischung zur Bestellung ${number}`,
    `AMA: Ihr Schmuckstück ist zur Auffrischung eingetroffen (Bestellung ${number})`,
    `AMA: Ihr Schmuckstück wird aufgefrischt (Bestellung ${number})`,
    `AMA: Ihr aufgefrischtes Schmuckstück ist unterwegs (Bestellung ${number})`,
  ],
} as const;

for (const [customerLocale, staffLocale] of [
  ['it', 'en'],
  ['de', 'es'],
] as const) {
  test(`a customer (${customerLocale}) pays for a piece's warranty renewal on the order's page; staff (${staffLocale}) receive, renew and send it back; the customer follows it`, async ({
    browser,
  }) => {
    const shop = (key: string) => message(remoteMessages('mfe-cart-checkout', customerLocale), key);
    const office = (key: string) => message(remoteMessages('mfe-backoffice', staffLocale), key);
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: withConsent(popupAlreadySeen([E2E.backofficeShop])) });
    const email = `renewal.${customerLocale}.${Date.now()}@example.com`;
    const { reference, number } = await placeOrder(customer.request, email, customerLocale);

    // Staff deliver the order through the staff API, with the session of the back office's page.
    const staff = await browser.newPage();
    await signIn(staff, staffLocale, accounts().staff);
    const { csrfToken } = await (await staff.request.get('/api/staff/session')).json();
    for (const status of ['in_production', 'shipped', 'delivered']) {
      const moved = await staff.request.post(`/api/staff/orders/${number}/status`, {
        headers: { 'X-CSRF-Token': csrfToken },
        data: status === 'shipped' ? { status, carrier: 'BRT', trackingNumber: 'BRT0123456789' } : { status },
      });
      expect(moved.status()).toBe(200);
    }

    // The customer, on a phone: what the renewal includes and costs, then the card.
    const page = await customer.newPage();
    await page.goto(`/${customerLocale}/order-confirmation?order=${reference}`);
    const renewal = page.getByRole('region', { name: shop('renewal.title') });
    await expect(renewal.getByText(shop('renewal.contribution.eu_area').split('{{')[0]!)).toBeVisible();
    await expect(renewal.getByText(/30,00/).first()).toBeVisible();
    await renewal.getByRole('button', { name: new RegExp(`^${literally(shop('renewal.ask').split('{{')[0]!)}`) }).click();
    const form = renewal.getByRole('form');
    await form.getByRole('textbox', { name: new RegExp(`^${literally(shop('checkout.fields.cardNumber'))}`) }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: new RegExp(`^${literally(shop('checkout.fields.expiry'))}`) }).fill('12/30');
    await form.getByRole('textbox', { name: new RegExp(`^${literally(shop('checkout.fields.cvc'))}`) }).fill('123');
    await form.getByRole('textbox', { name: new RegExp(`^${literally(shop('checkout.fields.cardholderName'))}`) }).fill('Giulia Rossi');
    await expect(form.getByText(shop('renewal.form.cardPrivacy'))).toBeVisible();
    await form.getByRole('button', { name: /30,00/ }).click();
    await expect(renewal.getByRole('status').filter({ hasText: shop('renewal.sent') })).toBeVisible();
    const yours = renewal.getByRole('list', { name: shop('renewal.yours') });
    await expect(yours.getByText(shop('renewal.statuses.requested'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const subjects = RENEWAL_SUBJECTS[customerLocale](number);
    await expect.poll(async () => (await mailsTo(customer.request, email)).map((mail) => mail.subject)).toContain(subjects[0]);

    // Staff, in their language: the renewal from the list, then its three steps.
    await staff.goto(`/${staffLocale}/staff/renewals?status=requested`);
    await staff.getByRole('row').filter({ hasText: number }).getByRole('link', { name: number }).click();
    for (const step of ['received', 'in_service', 'sent_back'] as const) {
      const next = staff.getByRole('form', { name: office(`warrantyRenewals.step.${step}.title`) });
      if (step === 'sent_back') {
        await next.getByRole('textbox', { name: new RegExp(`^${literally(office('warrantyRenewals.step.carrier'))}`) }).fill('BRT');
        await next.getByRole('textbox', { name: new RegExp(`^${literally(office('warrantyRenewals.step.trackingNumber'))}`) }).fill('BRT9876543210');
      }
      await next.getByRole('button', { name: office(`warrantyRenewals.step.${step}.submit`) }).click();
      await expect(staff.getByRole('region', { name: office('warrantyRenewals.facts.title') }).locator(`.ama-staff-status--renewal-${step}`)).toHaveText(
        office(`warrantyRenewals.statuses.${step}`),
      );
    }
    await expect(staff.getByText(office('warrantyRenewals.next.done'))).toBeVisible();
    await staff.close();

    // The customer reads it on the order's page, with the way back, and has an e-mail of each step.
    await page.reload();
    await expect(yours.getByText(shop('renewal.statuses.sent_back'))).toBeVisible();
    await expect(yours.getByText('BRT9876543210')).toBeVisible();
    await expect
      .poll(async () =>
        (await mailsTo(customer.request, email))
          .map((mail) => mail.subject)
          .filter((subject) => (subjects as readonly string[]).includes(subject))
          .sort(),
      )
      .toEqual([...subjects].sort());
    await customer.close();
  });
}

// Custom design (docs/services.md#custom-design): a customer asks on a phone and the €150 fee is held; a
// manager sends a proposal in the back office (in the other language); then either the manager puts the
// piece into production (the fee released) or the customer withdraws on their request's page (the fee
// charged). The customer reads each step on the page and in the e-mails of their language.
const DESIGN_SUBJECTS = {
  it: { requested: 'AMA: la tua richiesta di design personalizzato', proposed: 'AMA: un progetto per te', in_production: 'AMA: il tuo gioiello entra in produzione' },
  de: { requested: 'AMA: Ihre Anfrage für ein eigenes Design', proposed: 'AMA: ein Entwurf für Sie', withdrawn: 'AMA: Sie haben Ihre Design-Anfrage zurückgezogen' },
} as const;

for (const [customerLocale, staffLocale, ending] of [
  ['it', 'en', 'in_production'],
  ['de', 'es', 'withdrawn'],
] as const) {
  test(`a customer (${customerLocale}) asks for a custom design and the fee is held; a manager (${staffLocale}) proposes it; it ends ${ending}, and the customer reads it`, async ({
    browser,
  }) => {
    const club = (key: string) => message(remoteMessages('mfe-club', customerLocale), key);
    const office = (key: string) => message(remoteMessages('mfe-backoffice', staffLocale), key);
    const before = (text: string) => new RegExp(`^${literally(text.split('{{')[0]!)}`);
    // A message with its {{values}} filled in, whatever they are.
    const filled = (text: string) =>
      new RegExp(
        `^${text
          .split(/{{\w+}}/)
          .map(literally)
          .join('.+')}$`,
      );
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: withConsent(popupAlreadySeen([E2E.backofficeShop])) });
    const email = `design.${customerLocale}.${Date.now()}@example.com`;

    const page = await customer.newPage();
    await page.goto(`/${customerLocale}/club/custom-design`);
    // The form is an island: typing waits for it, as a shopper on a fast connection would (what is typed before is kept: e2e/hydration.spec.ts).
    expect(await islandsHydrated(page)).toBe(true);
    const form = page.getByRole('form', { name: club('customDesign.form.title') });
    await form.getByRole('combobox', { name: before(club('customDesign.form.pieceKind')) }).selectOption('engagement_ring');
    await form.getByRole('textbox', { name: before(club('customDesign.form.description')) }).fill('A pear-shaped solitaire on a thin band of rose gold, for a proposal in June');
    await form.getByRole('textbox', { name: before(club('customDesign.form.budgetEuros')) }).fill('6500');
    await form.getByRole('textbox', { name: club('customDesign.form.name'), exact: true }).fill('Giulia Rossi');
    await form.getByRole('textbox', { name: before(club('customDesign.form.email')) }).fill(email);
    await form.getByRole('textbox', { name: before(club('customDesign.form.card.cardNumber')) }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: before(club('customDesign.form.card.expiry')) }).fill('12/30');
    await form.getByRole('textbox', { name: before(club('customDesign.form.card.cvc')) }).fill('123');
    await form.getByRole('textbox', { name: before(club('customDesign.form.card.cardholderName')) }).fill('Giulia Rossi');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: before(club('customDesign.form.submit')) }).click();
    await expect(page.getByText(club('customDesign.status.statuses.requested'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]token=/);
    await expect(page.getByText(filled(club('customDesign.status.fee.held')))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const subjects = DESIGN_SUBJECTS[customerLocale];
    await expect.poll(async () => (await mailsTo(customer.request, email)).map((mail) => mail.subject)).toContain(subjects.requested);

    // The manager, in their language: the request from the list, then a proposal.
    const staff = await browser.newPage();
    await signIn(staff, staffLocale, accounts().manager);
    await staff.goto(`/${staffLocale}/staff/club/designs?status=requested`);
    await staff.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    const proposal = staff.getByRole('form', { name: office('customDesigns.steps.proposal.title') });
    await proposal.getByRole('textbox', { name: before(office('customDesigns.steps.proposal.field')) }).fill('Pear 1.2 ct, rose gold band of 1.8 mm');
    await proposal.getByRole('button', { name: office('customDesigns.steps.proposal.submit') }).click();
    await expect(staff.getByRole('form', { name: office('customDesigns.steps.revision.title') })).toBeVisible();

    if (ending === 'in_production') {
      const production = staff.getByRole('form', { name: office('customDesigns.steps.production.title') });
      await production.getByRole('button', { name: office('customDesigns.steps.production.submit') }).click();
      await expect(staff.getByText(office('customDesigns.next.in_production'))).toBeVisible();
      await page.reload();
      await expect(page.getByText(club('customDesign.status.statuses.in_production'), { exact: true })).toBeVisible();
      await expect(page.getByText(filled(club('customDesign.status.fee.released')))).toBeVisible();
    } else {
      await page.reload();
      await expect(page.getByText('Pear 1.2 ct, rose gold band of 1.8 mm')).toBeVisible();
      await page.getByRole('button', { name: club('customDesign.withdraw.start') }).click();
      await page.getByRole('button', { name: before(club('customDesign.withdraw.confirm')) }).click();
      await expect(page.getByText(club('customDesign.status.statuses.withdrawn'), { exact: true })).toBeVisible();
      await expect(page.getByText(filled(club('customDesign.status.fee.charged')))).toBeVisible();
    }
    await staff.close();
    await expect.poll(async () => (await mailsTo(customer.request, email)).map((mail) => mail.subject).sort()).toEqual(Object.values(subjects).sort());
    await customer.close();
  });
}

// The free personalisation (docs/services.md#free-personalisation): a member asks on their member page
// (a phone) for one occasion a year, a manager answers in the back office (in another language), and the
// member reads the answer on their page and in the e-mail of their language. Approved for a new piece,
// the member's engraving code makes the engraving of one piece free in their cart.
const PERSONALISATION_SUBJECTS = {
  de: { requested: 'AMA: Ihre Anfrage für eine Personalisierung', approved: 'AMA: Ihre kostenlose Personalisierung ist genehmigt' },
  it: { requested: 'AMA: la tua richiesta di personalizzazione', refused: 'AMA: la tua richiesta di personalizzazione' },
} as const;

for (const [memberLocale, staffLocale, answer] of [
  ['de', 'es', 'approved'],
  ['it', 'en', 'refused'],
] as const) {
  test(`a member (${memberLocale}) asks for the year's free personalisation; a manager (${staffLocale}) ${answer === 'approved' ? 'approves it, and the code makes an engraving free in the cart' : 'refuses it with a reason the member reads'}`, async ({
    browser,
  }) => {
    const club = (key: string) => message(remoteMessages('mfe-club', memberLocale), key);
    const office = (key: string) => message(remoteMessages('mfe-backoffice', staffLocale), key);
    const shop = (key: string) => message(remoteMessages('mfe-cart-checkout', memberLocale), key);
    const before = (text: string) => new RegExp(`^${literally(text.split('{{')[0]!)}`);
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: withConsent(popupAlreadySeen([E2E.backofficeShop])) });
    const { email, link, orderNumber } = await newMember(shopper.request, memberLocale);

    const page = await shopper.newPage();
    await page.goto(link);
    expect(await islandsHydrated(page)).toBe(true);
    const section = page.getByRole('region', { name: club('member.personalisations.title') });
    await section.getByRole('combobox', { name: before(club('member.personalisations.occasionKind')) }).selectOption(answer === 'approved' ? 'wedding' : 'anniversary');
    await section.getByLabel(before(club('member.personalisations.occasionDate'))).fill(daysAhead(30));
    await section.getByRole('textbox', { name: before(club('member.personalisations.description')) }).fill('G & M, 12.06 — our names inside the band');
    // A new piece for the approval; the piece bought with the membership for the refusal.
    const piece = section.getByRole('combobox', { name: before(club('member.personalisations.piece')) });
    if (answer === 'approved') await piece.selectOption('new');
    else await piece.selectOption(`${orderNumber}:1`);
    await section.getByRole('button', { name: club('member.personalisations.submit') }).click();
    await expect(section.getByText(club('member.personalisations.sent'))).toBeVisible();
    await expect(section.getByText(club('member.personalisations.status.requested'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const staff = await browser.newPage();
    await signIn(staff, staffLocale, accounts().manager);
    await staff.goto(`/${staffLocale}/staff/club/personalisations?status=requested`);
    await staff.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    if (answer === 'approved') {
      await staff.getByRole('button', { name: office('clubPersonalisations.approve.start'), exact: true }).click();
      await staff.getByRole('button', { name: office('clubPersonalisations.approve.confirm') }).click();
      await expect(staff.getByText(office('clubPersonalisations.next.approved'))).toBeVisible();
    } else {
      await staff.getByRole('textbox', { name: before(office('clubPersonalisations.refuse.reason')) }).fill('Ci serve una foto dell’invito: richiedi di nuovo con quella');
      await staff.getByRole('button', { name: office('clubPersonalisations.refuse.submit') }).click();
      await expect(staff.getByText(office('clubPersonalisations.next.refused'))).toBeVisible();
    }
    await staff.close();

    await page.reload();
    const subjects = PERSONALISATION_SUBJECTS[memberLocale];
    // Beside the membership's own mails, newest first: the answer's and the request's (in Italian both have one subject).
    const personalisationMails = async () => (await mailsTo(shopper.request, email)).filter((mail) => (Object.values(subjects) as string[]).includes(mail.subject));
    await expect.poll(async () => (await personalisationMails()).map((mail) => mail.subject)).toEqual([Object.values(subjects)[1], subjects.requested]);
    if (answer === 'refused') {
      await expect(section.getByText(/Ci serve una foto dell’invito/)).toBeVisible();
      expect((await personalisationMails())[0]!.text).toContain('Ci serve una foto dell’invito');
    } else {
      const code = (await section.locator('code').first().textContent())!.trim();
      expect(code).toMatch(/^CLUBPERSONAL-/);
      expect((await personalisationMails())[0]!.text).toContain(code);
      // A ring with an engraving in the member's cart: the code takes its engraving fee off.
      expect((await shopper.request.post(`/api/cart/lines?locale=${memberLocale}`, { data: { sku: 'GA-SOL-OV', options: { size: '14', engraving: 'G & M' } } })).status()).toBe(
        201,
      );
      await page.goto(`/${memberLocale}/cart`);
      expect(await islandsHydrated(page)).toBe(true);
      await page.getByRole('textbox', { name: shop('discount.label') }).fill(code);
      await page.getByRole('button', { name: shop('discount.apply') }).click();
      await expect(page.getByText(fill(shop('summary.engravingDiscount'), { code })).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await shopper.close();
  });
}
