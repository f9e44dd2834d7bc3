/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { CLUB } from '@ama/contracts';
import { addMessages, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { formatEuros } from '../club/format';
import { renderClubAt } from '../club/test-support';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('club', messages);
});

test('the landing says who can join, member and ELITE, and leads to the sign-up and the terms', () => {
  renderClubAt('/en/club');
  expect(screen.getByRole('heading', { level: 1, name: 'Club AMA' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Who can join' })).toBeInTheDocument();
  expect(screen.getByText(`You are at least ${CLUB.minimumAge} years old.`)).toBeInTheDocument();
  expect(screen.getByText('You are resident in Italy.')).toBeInTheDocument();
  expect(screen.getByText(/^Your membership becomes active/)).toHaveTextContent(formatEuros(CLUB.minFirstPurchaseCents, 'en'));
  expect(screen.getByRole('heading', { level: 3, name: 'ELITE' }).nextElementSibling).toHaveTextContent(formatEuros(CLUB.eliteYearlySpendCents, 'en'));
  for (const link of screen.getAllByRole('link', { name: 'Join Club AMA' })) expect(link).toHaveAttribute('href', '/en/club/sign-up');
  expect(screen.getByRole('link', { name: 'Read the Club AMA terms' })).toHaveAttribute('href', '/en/club/terms');
  // The custom design, described among the benefits, is asked for on its own page.
  expect(screen.getByRole('link', { name: 'Ask for a custom design' })).toHaveAttribute('href', '/en/club/custom-design');
});
