import { expect, test, type Locator, type Page } from './fixtures/test';
import { expectVisibleFocus, seriousViolations, settled, tabTo } from './fixtures/a11y';
import { NEW_VISITOR, POPUP_DELAY_MS } from './fixtures/newsletter-popup';
import { message, regexpEscape, remoteMessages, shellMessages } from './fixtures/shop-pages';

// A keyboard-only purchase: search from the header → results → product → configure → add to
// cart → cart → checkout → confirmation, with page.keyboard only (Tab, Shift+Tab, Enter, Space, arrows,
// typing), never a click. Every Tab stop on the way must be visible with a focus ring and the focus must
// keep moving (fixtures/a11y.ts tabTo); menus hold the focus only while open.

const shell = shellMessages('en');
const catalog = remoteMessages('mfe-catalog', 'en');
const cart = remoteMessages('mfe-cart-checkout', 'en');
const field = (key: string) => new RegExp(`^${regexpEscape(message(cart, `checkout.fields.${key}`))}`);

/** Tabs to a text control and types into it. */
async function typeInto(page: Page, control: Locator, text: string, step: string) {
  await tabTo(page, control, { step });
  await page.keyboard.type(text);
  await expect(control, step).toHaveValue(text);
}

/**
 * Tabs to a native select and picks `value` with the keyboard: typing the option's text (the browser's
 * type-ahead), then arrow keys if that did not land on it; bounded by the number of options.
 */
async function chooseWithKeyboard(page: Page, select: Locator, value: string, step: string) {
  await tabTo(page, select, { step });
  const label = ((await select.locator(`option[value="${value}"]`).textContent()) ?? '').trim();
  await page.keyboard.type(label);
  const options = await select.locator('option').count();
  for (let press = 0; press < options && (await select.inputValue()) !== value; press += 1) await page.keyboard.press('ArrowDown');
  await expect(select, step).toHaveValue(value);
  await expectVisibleFocus(page, step);
}

test.use({ viewport: { width: 1280, height: 800 }, trace: 'off' });

test('a header menu holds the focus only while open: Escape closes it, returns the focus to its button, and Tab moves on', async ({ page }) => {
  await page.goto('/en');
  await settled(page);
  const trigger = page.getByRole('banner').getByRole('button', { name: message(shell, 'nav.shop'), exact: true });
  await tabTo(page, trigger, { step: 'jewels menu button' });
  await page.keyboard.press('Enter');
  const firstLink = page.getByRole('banner').getByRole('link', { name: message(shell, 'nav.allJewels'), exact: true });
  await expect(firstLink).toBeVisible();
  await tabTo(page, firstLink, { step: 'into the open menu', max: 3 });
  await page.keyboard.press('Escape');
  await expect(firstLink).toBeHidden();
  await expect(trigger, 'Escape gives the focus back to the menu button').toBeFocused();
  await expectVisibleFocus(page, 'menu closed');
  // released: the next Tab leaves the button for the next control of the header
  await page.keyboard.press('Tab');
  await expect(trigger).not.toBeFocused();
  await expect(firstLink).toBeHidden();
  await expectVisibleFocus(page, 'after the closed menu');
});

test('keyboard only: search → product → size, gold and engraving → cart → checkout → confirmation, focus visible all the way', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await settled(page);

  // search from the header: the button opens the bar and its field takes the focus
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: message(shell, 'nav.search') }), { step: 'search button' });
  await page.keyboard.press('Enter');
  const searchbox = page.getByRole('combobox', { name: message(shell, 'search.label') });
  await expect(searchbox).toBeFocused();
  await expectVisibleFocus(page, 'search field');
  await page.keyboard.type('solitaire');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\?q=solitaire$/);
  await settled(page);

  // the first result
  const card = page.locator('.ama-card').first();
  const name = ((await card.locator('.ama-card__name').textContent()) ?? '').trim();
  await tabTo(page, card, { step: 'first result', max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await settled(page);

  // configure: gold colour (when the piece offers more than one), size, engraving
  const gold = page.locator('#ama-option-gold_colour');
  if ((await gold.count()) > 0) {
    const values = await gold.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    await chooseWithKeyboard(page, gold, values[values.length - 1]!, 'gold colour');
  }
  await chooseWithKeyboard(page, page.locator('#ama-option-size'), '14', 'ring size');
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${regexpEscape(message(catalog, 'product.engraving'))}`) }), 'Ti amo', 'engraving');

  // add to cart; Shift+Tab goes back and Tab forward again (no trap either way)
  const add = page.getByRole('button', { name: message(cart, 'addToCart.label') });
  await expect(add).toBeEnabled();
  await tabTo(page, add, { step: 'add to cart' });
  await page.keyboard.press('Shift+Tab');
  await expect(add).not.toBeFocused();
  await expectVisibleFocus(page, 'back from add to cart');
  await tabTo(page, add, { step: 'add to cart again', max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(message(cart, 'addToCart.added'))).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: message(cart, 'addToCart.viewCart') }), { step: 'view cart', max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/cart$/);
  await settled(page);

  // cart → checkout
  await tabTo(page, page.getByRole('link', { name: message(cart, 'summary.checkout') }), { step: 'proceed to checkout', max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout/);
  await settled(page);
  const main = page.getByRole('main');
  const next = async (step: string) => {
    await tabTo(page, page.getByRole('button', { name: message(cart, 'checkout.continue') }), { step });
    await page.keyboard.press('Enter');
  };

  // contact
  await typeInto(page, main.getByRole('textbox', { name: field('name') }), 'Giulia', 'name');
  await typeInto(page, main.getByRole('textbox', { name: field('surname') }), 'Rossi', 'surname');
  await typeInto(page, main.getByRole('textbox', { name: field('email') }), `keyboard.${Date.now()}@example.com`, 'e-mail');
  await typeInto(page, main.getByRole('textbox', { name: field('phone') }), '347 123 4567', 'phone');
  await next('continue to shipping');
  await expect(page).toHaveURL(/step=shipping/);

  // shipping
  await chooseWithKeyboard(page, main.getByRole('combobox', { name: field('country') }), 'IT', 'country');
  await typeInto(page, main.getByRole('textbox', { name: field('address') }), 'Via della Spiga 1', 'address');
  await typeInto(page, main.getByRole('textbox', { name: field('zipCode') }), '20121', 'postal code');
  await typeInto(page, main.getByRole('textbox', { name: field('city') }), 'Milano', 'city');
  await typeInto(page, main.getByRole('textbox', { name: field('province') }), 'MI', 'province');
  await typeInto(page, main.getByRole('textbox', { name: field('fiscalCode') }), 'RSSMRA85T10A562S', 'fiscal code');
  await next('continue to payment');
  await expect(page).toHaveURL(/step=payment/);

  // payment with the test card that is accepted (purchase.spec.ts), the privacy box with Space
  await typeInto(page, main.getByRole('textbox', { name: field('cardNumber') }), '4242 4242 4242 4242', 'card number');
  await typeInto(page, main.getByRole('textbox', { name: field('expiry') }), '12/30', 'expiry');
  await typeInto(page, main.getByRole('textbox', { name: field('cvc') }), '123', 'cvc');
  await typeInto(page, main.getByRole('textbox', { name: field('cardholderName') }), 'Giulia Rossi', 'name on the card');
  const privacy = main.getByRole('checkbox', { name: new RegExp(regexpEscape(message(cart, 'checkout.fields.privacyLink'))) });
  await tabTo(page, privacy, { step: 'privacy' });
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: message(cart, 'checkout.complete') }), { step: 'complete purchase' });
  // Enter sends the order (the keyboard's part); the shop's answer is awaited separately, so a failure says which.
  const isOrder = (request: { method(): string; url(): string }) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders';
  const sent = page.waitForRequest(isOrder, { timeout: 10_000 });
  const answered = page.waitForResponse((response) => isOrder(response.request()), { timeout: 30_000 }).catch(() => undefined);
  await page.keyboard.press('Enter');
  await sent;
  const order = await answered;
  expect(order, 'the shop answered POST /api/orders within 30 s').toBeDefined();
  expect(order!.status(), `the shop placed the order: ${await order!.text()}`).toBe(201);

  // the confirmation, itself without serious accessibility problems at both widths
  await expect(page).toHaveURL(/\/en\/order-confirmation\?order=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(cart, 'pages.orderConfirmation.title'));
  // The heading is there while the order loads; the page's content, and its footer's place, once it has.
  // A Tab pressed before would land in the footer, which the summary then pushes off the screen.
  await expect(page.getByRole('main').getByText(message(cart, 'confirmation.number'))).toBeVisible();
  await settled(page);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'confirmation page');
  const found = await seriousViolations(page, { locale: 'en', width: 'desktop', route: '/en/order-confirmation?order=…' });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  found.push(...(await seriousViolations(page, { locale: 'en', width: 'phone', route: '/en/order-confirmation?order=…' })));
  expect(found, found.join('\n')).toEqual([]);
});

test.describe('a modal dialog', () => {
  // A new visitor gets the newsletter popup (shared-ui's Modal) after a delay; Playwright's clock stands in
  // for the wait, as in newsletter-popup.spec.ts.
  test.use({ storageState: NEW_VISITOR });

  test('holds the focus while open (Tab and Shift+Tab cycle inside), and Escape releases it to the page', async ({ page }) => {
    await page.clock.install();
    let triggerLoaded = false;
    page.on('response', (response) => {
      if (/__federation_expose_NewsletterPopup\.[0-9a-f]+\.js$/.test(response.url())) triggerLoaded = true;
    });
    await page.goto('/en/about-us');
    // A page to read loads its code when a mouse comes over one of the header's controls (an island:
    // shell's first-page.ts), and the popup's trigger at the shopper's next move: a pointer move, not a
    // click. A mouse elsewhere on the page loads nothing until the popup falls due (the shell's
    // POPUP_LOAD_AFTER_MS, in the browser's real time), which this test would only wait out.
    await page
      .getByRole('banner')
      .getByRole('button', { name: message(shell, 'nav.search') })
      .hover();
    let y = 200;
    await expect(async () => {
      await page.mouse.move(400, (y += 7));
      expect(triggerLoaded).toBe(true);
    }).toPass({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: message(remoteMessages('mfe-club', 'en'), 'popup.title').replace('{{percent}}', '10') });
    await expect(async () => {
      await page.clock.fastForward(POPUP_DELAY_MS);
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    const stops = await dialog.locator('a[href], button, input, select, textarea').count();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < stops + 2; press += 1) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.className} ${document.activeElement?.getAttribute('tabindex')}`);
        expect(await inside(), `${key} #${press + 1} keeps the focus in the open dialog (${where})`).toBe(true);
        await expectVisibleFocus(page, `${key} #${press + 1} in the dialog`);
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await inside(), 'closed: the focus is on the page again').toBe(false);
    await expectVisibleFocus(page, 'after the dialog closed');
  });
});
