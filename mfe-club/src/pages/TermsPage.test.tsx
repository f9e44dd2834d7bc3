/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import { CLUB } from '@ama/contracts';
import { addMessages, changeLocale, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { formatEuros, formatPercent } from '../club/format';
import { renderClubAt } from '../club/test-support';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('club', messages);
});

test('the terms read as a document: one h1, an article heading for each subject, and a link to sign up', () => {
  renderClubAt('/en/club/terms');
  expect(screen.getByRole('heading', { level: 1, name: 'Club AMA terms' })).toBeInTheDocument();
  const articles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(articles).toEqual([
    '1. Membership',
    '2. Who can join',
    '3. ELITE status',
    '4. Benefits',
    '5. Discount codes',
    '6. Services',
    '7. Personal benefits',
    '8. Changes to these terms',
    '9. End of membership',
    'Join Club AMA',
  ]);
  expect(screen.getByRole('link', { name: 'Join Club AMA' })).toHaveAttribute('href', '/en/club/sign-up');
});

test('every rule of the spec is there, with its figures from the constants', () => {
  renderClubAt('/en/club/terms');
  const text = screen.getByRole('heading', { level: 1 }).closest('.ama-club')!.textContent!;
  for (const expected of [
    'open-ended',
    'revoke it in writing',
    'terminates it for breach',
    `at least ${CLUB.termsChangeNoticeDays} days before it applies`,
    'you may revoke your membership within that period',
    'personal and non-transferable',
    `at least ${CLUB.minimumAge} years old`,
    'resident in Italy',
    'One account per person and per e-mail address',
    `first purchase of at least ${formatEuros(CLUB.minFirstPurchaseCents, 'en')} at list price`,
    `reach ${formatEuros(CLUB.eliteYearlySpendCents, 'en')} at list price`,
    'the whole of the following year',
    'not cumulative: one code per order',
    'newsletter code',
    'tree-planting project',
    `a fee of ${formatEuros(CLUB.customDesignFeeCents, 'en')} is charged only if the piece is not put into production`,
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('{{');
});

test('the benefits table: each benefit with what it gives, its window and who has it', () => {
  renderClubAt('/en/club/terms');
  const table = screen.getByRole('table', { name: 'Club AMA benefits and when they apply' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Benefit', 'What you get', 'When', 'For']);
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  expect(row('Welcome discount')).toHaveTextContent(`${formatPercent(CLUB.welcomeDiscount.percent, 'en')} off`);
  expect(row('Welcome discount')).toHaveTextContent(`Within ${CLUB.welcomeDiscount.validDays} days of joining`);
  expect(row('Birthday discount')).toHaveTextContent(`From ${CLUB.birthdayDiscount.windowDays} days before to ${CLUB.birthdayDiscount.windowDays} days after your birthday`);
  expect(row('Seasonal discount')).toHaveTextContent(`At most ${CLUB.seasonalDiscount.maxPerYear} times a calendar year`);
  expect(row('Bring a friend')).toHaveTextContent(`${formatPercent(CLUB.bringAFriendDiscount.percent, 'en')} off for you and for your friend`);
  expect(row('Ultrasonic cleaning')).toHaveTextContent('Members and ELITE');
  expect(row('Personalisation')).toHaveTextContent('documented occasion');
  expect(row('Events and previews')).toHaveTextContent('Members and ELITE');
  expect(row('Jewellery loan')).toHaveTextContent(`${CLUB.eliteLoan.perYear} times a year, at most ${CLUB.eliteLoan.maxDays} days each`);
  expect(row('Jewellery loan')).toHaveTextContent('ELITE only');
  expect(row('Professional cleaning and polishing')).toHaveTextContent('ELITE only');
});

test('in Italian, with the figures written the Italian way', async () => {
  await act(() => changeLocale('it'));
  renderClubAt('/it/club/terms');
  expect(screen.getByRole('heading', { level: 1, name: 'Regolamento Club AMA' })).toBeInTheDocument();
  expect(screen.getByRole('table')).toHaveTextContent(`${formatPercent(CLUB.birthdayDiscount.percent, 'it')} di sconto`);
  await act(() => changeLocale('en'));
});
