import { expect, test } from './fixtures/test';
import { newMember } from './fixtures/club-member';
import { message, remoteMessages, type Locale } from './fixtures/shop-pages';

// Club AMA's yearly cleaning (docs/services.md), as a member meets it: a sign-up, a first purchase over
// €2,000 that makes it a membership, the member link from the e-mail, the services panel, the booking
// with the service preselected, its e-mail naming the service, the panel saying it is used, and the
// public booking page offering no service to a visitor without the link. In English and in Italian.

const text = (remote: string, locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  message(remoteMessages(remote, locale), key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));

/** The next Wednesday at least two days ahead: the Milan showroom is open then. */
function nextWednesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

for (const locale of ['en', 'it'] as const) {
  test(`a member books the year's free ultrasonic cleaning from the member page (${locale}), once`, async ({ page, request }) => {
    const { email, link } = await newMember(request, locale);
    const year = new Date().getFullYear();

    await page.goto(link);
    const services = page.getByRole('region', { name: text('mfe-club', locale, 'member.services.title') });
    await expect(services).toContainText(text('mfe-club', locale, 'member.services.unused', { year }));
    await services.getByRole('link', { name: text('mfe-club', locale, 'member.services.book.ultrasonic_cleaning') }).click();

    await expect(page).toHaveURL(/book-an-appointment\?/);
    await expect(page.getByRole('radio', { name: text('mfe-events', locale, 'appointments.kinds.ultrasonic_cleaning.title') })).toBeChecked();
    await page.getByRole('combobox', { name: new RegExp(text('mfe-events', locale, 'appointments.fields.place')) }).selectOption('milano-showroom');
    await page.getByLabel(new RegExp(`^${text('mfe-events', locale, 'appointments.fields.date')}`)).fill(nextWednesday());
    // The first free time: another journey may have taken an earlier one at the showroom.
    const times = page.getByRole('radiogroup', { name: new RegExp(`^${text('mfe-events', locale, 'appointments.fields.start').split(' (')[0]}`) });
    await times.getByRole('radio').first().check();
    await page.getByRole('textbox', { name: new RegExp(text('mfe-events', locale, 'appointments.fields.phone')) }).fill('347 123 4567');
    await page
      .getByRole('main')
      .getByRole('checkbox', { name: /privacy/i })
      .check();
    await page.getByRole('button', { name: text('mfe-events', locale, 'appointments.submit') }).click();
    await expect(page.getByRole('heading', { name: text('mfe-events', locale, 'appointments.confirmation.title') })).toBeVisible();

    const mails = ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: Array<{ subject: string; text: string }> }).mails;
    expect(
      mails.some(
        (mail) =>
          mail.text.includes(text('mfe-events', locale, 'appointments.kinds.ultrasonic_cleaning.title').replace(/^Club AMA: /, '')) || /ultrasuoni|ultrasonic/i.test(mail.text),
      ),
      'the confirmation names the service',
    ).toBe(true);

    // Used this year: the panel says when, and offers it no more.
    await page.goto(link);
    await expect(services.getByRole('link', { name: text('mfe-club', locale, 'member.services.book.ultrasonic_cleaning') })).toHaveCount(0);
    await expect(services).not.toContainText(text('mfe-club', locale, 'member.services.unused', { year }));
  });
}

test('the public booking page offers no Club service to a visitor without the member link, whatever the address asks', async ({ page }) => {
  await page.goto('/en/book-an-appointment?kind=ultrasonic_cleaning');
  const kinds = page.getByRole('radiogroup', { name: /Type of appointment/ });
  await expect(kinds.getByRole('radio')).toHaveCount(4);
  await expect(kinds.getByRole('radio', { name: /ultrasonic/i })).toHaveCount(0);
});
