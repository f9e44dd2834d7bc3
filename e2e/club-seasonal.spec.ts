import { expect, test } from './fixtures/test';
import { CLUB } from '../contracts/src/constants';
import { formatDay, formatEuros } from '../mfe-club/src/club/format';
import { newMember } from './fixtures/club-member';
import { message, remoteMessages, type Locale } from './fixtures/shop-pages';

// The seasonal code as a member meets it on a phone (docs/club.md "Seasonal"): the member page names the
// last receipt and what its code is worth, the code is issued and listed as that amount off, the same
// receipt gives no second one, and the cart takes the amount off. In English and in Italian.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const text = (remote: string, locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  message(remoteMessages(remote, locale), key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));

for (const locale of ['en', 'it'] as const) {
  test(`a member takes ${CLUB.seasonalDiscount.percent}% of the last receipt as a code, once for that receipt, and the cart takes it off (${locale})`, async ({
    page,
    request,
  }) => {
    const club = (key: string, values?: Record<string, string | number>) => text('mfe-club', locale, key, values);
    const member = await newMember(request, locale);
    const amountCents = Math.round((member.totalCents * CLUB.seasonalDiscount.percent) / 100);
    const amount = formatEuros(amountCents, locale);

    await page.goto(member.link);
    const seasonal = page.getByRole('region', { name: club('member.seasonal.title') });
    const placedToday = formatDay(new Date().toISOString(), locale);
    await expect(seasonal).toContainText(
      club('member.seasonal.receipt', { number: member.orderNumber, date: placedToday, receipt: formatEuros(member.totalCents, locale), amount }),
    );
    await seasonal.getByRole('button', { name: club('member.seasonal.issue') }).click();
    await expect(seasonal).toContainText(club('member.seasonal.issued'));
    await expect(seasonal).toContainText(club('member.seasonal.receiptUsed', { number: member.orderNumber }));
    await expect(seasonal.getByRole('button', { name: club('member.seasonal.issue') })).toBeDisabled();

    const row = page.getByRole('row').filter({ hasText: club('member.codes.amountText', { kind: club('member.kinds.seasonal'), amount }) });
    await expect(row).toHaveCount(1);
    const code = (await row.getByRole('rowheader').textContent())!.trim();
    expect(code).toMatch(/^CLUBSEASON15-/);
    // Nothing on the member page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: test.info().outputPath(`member-seasonal-${locale}.png`), fullPage: true });

    // The code in the cart of the member's next purchase: its amount off.
    expect((await page.request.post(`/api/cart/lines?locale=${locale}`, { data: { sku: 'GA-TRI-OV', quantity: 1, options: { size: '14' } } })).status()).toBe(201);
    await page.goto(`/${locale}/cart`);
    const cart = (key: string) => text('mfe-cart-checkout', locale, key);
    await page.getByRole('textbox', { name: cart('discount.label') }).fill(code);
    await page.getByRole('button', { name: cart('discount.apply') }).click();
    await expect(page.getByText(code).first()).toBeVisible();
    const priced = (await (await page.request.get(`/api/cart?locale=${locale}`)).json()) as { discount: { code: string; kind: string } | null; discountCents: number };
    expect(priced).toMatchObject({ discount: { code, kind: 'fixed' }, discountCents: amountCents });
  });
}
