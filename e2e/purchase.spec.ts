import { expect, test, type Page } from './fixtures/test';
import { message, remoteMessages, type Locale } from './fixtures/shop-pages';

// A full purchase against the real shop: product page → cart (discount code) → checkout's
// three steps → payment (a declined card, then a good one) → the confirmation and the order e-mail.

const fill = (text: string, values: Record<string, string | number> = {}) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

function textsFor(locale: Locale) {
  const cart = remoteMessages('mfe-cart-checkout', locale);
  const m = (key: string) => message(cart, key);
  return {
    addToCart: m('addToCart.label'),
    viewCart: m('addToCart.viewCart'),
    discount: m('discount.label'),
    apply: m('discount.apply'),
    invalidCode: m('discount.errors.invalid'),
    checkout: m('summary.checkout'),
    continue: m('checkout.continue'),
    back: m('checkout.back'),
    complete: m('checkout.complete'),
    paymentError: m('checkout.failure.payment'),
    field: (key: string) => new RegExp(`^${m(`checkout.fields.${key}`).replace(/[()]/g, '\\$&')}`),
    privacy: m('checkout.fields.privacyLink'),
    thanks: m('pages.orderConfirmation.title'),
    miniCart: (count: number) => fill(m(`miniCart.label_${count === 1 ? 'one' : 'other'}`), { count }),
    ringSize: { en: 'Ring size', it: 'Misura', es: 'Talla', de: 'Ringgröße' }[locale],
  };
}

async function addRingToCart(page: Page, locale: Locale, t: ReturnType<typeof textsFor>) {
  await page.goto(`/${locale}/product/GA-SOL-OV`);
  await page.getByRole('combobox', { name: t.ringSize }).selectOption('14');
  await expect(page.getByRole('button', { name: t.addToCart })).toBeEnabled();
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: t.miniCart(1) })).toBeVisible();
}

async function fillCard(page: Page, t: ReturnType<typeof textsFor>, number: string) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: t.field('cardNumber') }).fill(number);
  await form.getByRole('textbox', { name: t.field('expiry') }).fill('12/30');
  await form.getByRole('textbox', { name: t.field('cvc') }).fill('123');
  await form.getByRole('textbox', { name: t.field('cardholderName') }).fill('Giulia Rossi');
}

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: product → cart with a discount code → checkout → a declined card, then a good one → confirmation and e-mail`, async ({ page, request }) => {
    const t = textsFor(locale);
    const email = `giulia.${locale}.${Date.now()}@example.com`;
    await addRingToCart(page, locale, t);
    await page.getByRole('link', { name: t.viewCart }).click();

    // a wrong code, then the shop's 10 % code
    const code = page.getByRole('textbox', { name: t.discount });
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(code).toHaveAccessibleDescription(t.invalidCode);
    await code.fill('ama10');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText('AMA10', { exact: false }).first()).toBeVisible();
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('−');
    await page.getByRole('link', { name: t.checkout }).click();

    const main = page.getByRole('main');
    // contact
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout`));
    await main.getByRole('textbox', { name: t.field('name') }).fill('Giulia');
    await main.getByRole('textbox', { name: t.field('surname') }).fill('Rossi');
    await main.getByRole('textbox', { name: t.field('email') }).fill(email);
    await main.getByRole('textbox', { name: t.field('phone') }).fill('347 123 4567');
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/step=shipping/);

    // shipping, then a reload keeps the step and what was typed
    await main.getByRole('combobox', { name: t.field('country') }).selectOption('IT');
    await main.getByRole('textbox', { name: t.field('address') }).fill('Via della Spiga 1');
    await main.getByRole('textbox', { name: t.field('zipCode') }).fill('20121');
    await main.getByRole('textbox', { name: t.field('city') }).fill('Milano');
    await main.getByRole('textbox', { name: t.field('province') }).fill('MI');
    await page.reload();
    await expect(page).toHaveURL(/step=shipping/);
    await expect(main.getByRole('textbox', { name: t.field('city') })).toHaveValue('Milano');
    await main.getByRole('textbox', { name: t.field('fiscalCode') }).fill('RSSMRA85T10A562S');
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/step=payment/);

    // the browser's Back from payment to shipping keeps the data; the page's Back button too
    await page.goBack();
    await expect(page).toHaveURL(/step=shipping/);
    await expect(main.getByRole('textbox', { name: t.field('address') })).toHaveValue('Via della Spiga 1');
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/step=payment/);
    await page.getByRole('button', { name: t.back }).click();
    await expect(main.getByRole('textbox', { name: t.field('zipCode') })).toHaveValue('20121');
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/step=payment/);

    // a declined card: "Payment error", nothing lost; then a good card
    await fillCard(page, t, '4000 0000 0000 0002');
    await main.getByRole('checkbox', { name: new RegExp(t.privacy) }).check();
    await page.getByRole('button', { name: t.complete }).click();
    await expect(page.getByRole('alert')).toContainText(t.paymentError);
    await expect(main.getByRole('textbox', { name: t.field('cardholderName') })).toHaveValue('Giulia Rossi');
    await fillCard(page, t, '4242 4242 4242 4242');
    await page.getByRole('button', { name: t.complete }).click();

    // the confirmation: number, the cart emptied, one e-mail in the shopper's language
    await expect(page).toHaveURL(new RegExp(`/${locale}/order-confirmation\\?order=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
    const number = (await page.locator('.ama-confirmation__number strong').textContent())!;
    expect(number).toMatch(/^AMA-/);
    await expect(page.getByRole('banner').getByRole('link', { name: t.miniCart(0) })).toBeVisible();
    const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0].text).toContain(number);
    expect(outbox.mails[0].text).toContain('AMA10');
  });
}

test("the confirmation page shows no order without its reference, nor for a reference that is not the visitor's", async ({ page }) => {
  await page.goto('/en/order-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  await page.goto(`/en/order-confirmation?order=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
});
