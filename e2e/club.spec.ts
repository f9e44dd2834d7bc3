import { expect, test, type Page } from './fixtures/test';
import { CLUB } from '../contracts/src/constants';
import { CLUB_DEVELOPMENT_ELITE_TOKEN } from '../bff/src/club/settings';
import { collectProblems } from './fixtures/page-problems';
import { message, platformMessages, remoteMessages, type Locale } from './fixtures/shop-pages';
import { brandFontsInPlace } from './fixtures/brand-fonts';

// Club AMA across the shop: the landing leads to the sign-up, whose dependent selects come from the
// BFF's places; the sign-up queues its confirmation e-mail, whose personal link opens the member page;
// a minor is refused; a wrong ELITE link is the shop's 404 (status 404). In English and in Italian.

const club = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  message(remoteMessages('mfe-club', locale), key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));

/** Today in Italy (the club's calendar) minus `years`: the birth date of someone that old today. */
function bornYearsAgo(years: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const rest = today.slice(4) === '-02-29' ? '-02-28' : today.slice(4);
  return `${Number(today.slice(0, 4)) - years}${rest}`;
}

async function fillPerson(page: Page, locale: Locale, { email, birthDate, lastname }: { email: string; birthDate: string; lastname: string }) {
  const form = page.getByRole('form', { name: club(locale, 'signUp.formTitle') });
  await form.getByRole('textbox', { name: club(locale, 'signUp.fields.name'), exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: club(locale, 'signUp.fields.lastname') }).fill(lastname);
  await form.getByLabel(new RegExp(`^${club(locale, 'signUp.fields.birthDate')}`)).fill(birthDate);
  await form.getByRole('textbox', { name: club(locale, 'signUp.fields.email') }).fill(email);
  await form.getByRole('textbox', { name: club(locale, 'signUp.fields.phone') }).fill('347 123 4567');
  return form;
}

for (const locale of ['en', 'it'] as const) {
  test(`club sign-up (${locale}): landing → form with dependent selects → success, the e-mail queued, its link opens the member page, where the member revokes`, async ({
    page,
    request,
  }) => {
    const problems = collectProblems(page);
    const email = `giulia.${locale}.${Date.now()}@example.com`;
    await page.goto(`/${locale}/club`);
    await page
      .getByRole('main')
      .getByRole('link', { name: club(locale, 'club.join') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/club/sign-up$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club(locale, 'pages.signUp.title'));

    // One account per person (name, last name, birth date): each run signs up a person of its own.
    const form = await fillPerson(page, locale, { email, birthDate: '1990-05-17', lastname: `Bianchi ${locale.toUpperCase()} ${Date.now()}` });
    const region = form.getByRole('combobox', { name: club(locale, 'signUp.fields.region') });
    const city = form.getByRole('combobox', { name: club(locale, 'signUp.fields.city') });
    const zipCode = form.getByRole('combobox', { name: club(locale, 'signUp.fields.zipCode') });
    await expect(form.getByRole('combobox', { name: club(locale, 'signUp.fields.country') })).toHaveValue(CLUB.residenceCountry);
    await expect(city).toBeDisabled();
    await region.selectOption({ label: 'Lombardia' });
    await expect(city).toBeEnabled();
    // Searchable comboboxes: type part of the name, then pick it from the list.
    const choose = async (field: typeof city, typed: string, option: string) => {
      await field.fill(typed);
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(field).toHaveValue(option);
    };
    await choose(city, 'milan', 'Milano (MI)');
    await expect(zipCode).toBeEnabled();
    await choose(zipCode, '2012', '20121');
    // another region: its cities replace Lombardy's, and the CAP chosen no longer applies
    await region.selectOption({ label: 'Lazio' });
    await expect(zipCode).toHaveValue('');
    await city.fill('Roma');
    await expect(page.getByRole('option', { name: 'Roma (RM)', exact: true })).toBeVisible();
    await region.selectOption({ label: 'Lombardia' });
    await choose(city, 'Milano', 'Milano (MI)');
    await choose(zipCode, '20121', '20121');
    await form.getByRole('textbox', { name: club(locale, 'signUp.fields.address') }).fill('Via della Spiga 1');
    // the privacy policy and the terms, one box
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: club(locale, 'signUp.submit') }).click();

    await expect(page.getByRole('heading', { name: club(locale, 'signUp.success.title') })).toBeFocused();
    await expect(page.getByText(club(locale, 'signUp.success.email', { email }))).toBeVisible();

    const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(outbox.mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/club\/member\?token=\S+/.exec(outbox.mails[0].text)?.[0];
    expect(link, 'member link in the e-mail').toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club(locale, 'pages.member.title'));
    await expect(page.getByText(club(locale, 'member.status.pending'), { exact: true })).toBeVisible();
    await expect(page.getByText('Giulia', { exact: false }).first()).toBeVisible();

    // the member revokes in writing, and the page says the membership has ended (its form is far down a
    // long page: the tap waits for the brand fonts to have moved the text, CI once tapped beside it)
    await brandFontsInPlace(page);
    await page.getByRole('textbox', { name: club(locale, 'member.revoke.statement') }).fill('I revoke my Club AMA membership.');
    await page.getByRole('checkbox', { name: club(locale, 'member.revoke.confirm') }).check();
    await page.getByRole('button', { name: club(locale, 'member.revoke.submit') }).click();
    await expect(page.getByText(club(locale, 'member.statusText.revoked'))).toBeVisible();
    await expect(page.getByRole('button', { name: club(locale, 'member.revoke.submit') })).toHaveCount(0);
    // server-rendered pages taken over by the browser without a hydration error, nothing failed
    expect(problems).toEqual([]);
  });

  test(`club sign-up (${locale}): a birth date under ${CLUB.minimumAge} is refused with a clear message, nothing sent`, async ({ page }) => {
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/club/sign-ups')) posts += 1;
    });
    await page.goto(`/${locale}/club/sign-up`);
    const form = await fillPerson(page, locale, { email: `young.${Date.now()}@example.com`, birthDate: bornYearsAgo(CLUB.minimumAge - 1), lastname: 'Verdi' });
    await form.getByRole('button', { name: club(locale, 'signUp.submit') }).click();
    const birthDate = form.getByLabel(new RegExp(`^${club(locale, 'signUp.fields.birthDate')}`));
    await expect(birthDate).toHaveAccessibleDescription(new RegExp(club(locale, 'signUp.problems.under_age', { age: CLUB.minimumAge }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(form.getByText(club(locale, 'signUp.problems.under_age', { age: CLUB.minimumAge }))).toBeVisible();
    expect(posts).toBe(0);
  });

  test(`a wrong ELITE link (${locale}) is the 404 page with status 404; the right one is the ELITE page, noindex`, async ({ page }) => {
    const problems = collectProblems(page);
    const wrongPath = `/${locale}/club/elite-${'0'.repeat(32)}`;
    const wrong = await page.goto(wrongPath);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(platformMessages(locale), 'notFound.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const right = await page.goto(`/${locale}/club/elite-${CLUB_DEVELOPMENT_ELITE_TOKEN}`);
    expect(right?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club(locale, 'pages.elite.title'));
    await expect(page.getByRole('heading', { level: 2, name: club(locale, 'elite.benefitsTitle') })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForLoadState('networkidle');
    // the browser reports the 404 document itself; nothing else went wrong on either page
    expect(problems.filter((problem) => !problem.includes(`status of 404 (Not Found) (http://127.0.0.1:${new URL(page.url()).port}${wrongPath})`))).toEqual([]);
  });
}

test('a member link without a valid token says so, and is not indexed', async ({ page }) => {
  const response = await page.goto('/en/club/member?token=forged');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(club('en', 'member.invalid.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
