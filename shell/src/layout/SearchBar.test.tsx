/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, createShopStore, initI18n, PlatformProvider } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { SearchBar } from './SearchBar';

// The catalogue's suggestions, answered as the BFF does (GET /api/search/suggestions).
let asked: URL[] = [];
let answer: () => Response;

beforeEach(() => {
  window.history.replaceState(null, '', '/en/about-us');
  createShopStore();
  initI18n('en');
  addMessages('shell', { en, it, es, de });
  asked = [];
  answer = () => Response.json({ suggestions: ['Engagement rings', 'Gaia Solitaire Ring', 'Alba Solitaire Ring'] });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://localhost'));
    return answer();
  }) as typeof fetch;
});

const renderBar = () =>
  render(
    <PlatformProvider>
      <SearchBar />
    </PlatformProvider>,
  );
const suggestionsShown = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.getAttribute('value'));

test('suggests searches for what the shopper has typed, asked once per pause, in the page language', async () => {
  const user = userEvent.setup();
  renderBar();
  await user.type(screen.getByRole('combobox', { name: 'Search the jewels' }), 'soli');
  await waitFor(() => expect(suggestionsShown()).toEqual(['Engagement rings', 'Gaia Solitaire Ring', 'Alba Solitaire Ring']));
  expect(asked).toHaveLength(1);
  expect(asked[0]!.pathname).toBe('/api/search/suggestions');
  expect(asked[0]!.searchParams.get('q')).toBe('soli');
  expect(asked[0]!.searchParams.get('locale')).toBe('en');
});

test('one letter asks nothing', async () => {
  const user = userEvent.setup();
  renderBar();
  await user.type(screen.getByRole('combobox', { name: 'Search the jewels' }), 's');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(asked).toHaveLength(0);
  expect(suggestionsShown()).toEqual([]);
});

test('a suggestion picked from the list is searched at once', async () => {
  const user = userEvent.setup();
  renderBar();
  const field = screen.getByRole('combobox', { name: 'Search the jewels' });
  await user.type(field, 'soli');
  await waitFor(() => expect(suggestionsShown()).toContain('Gaia Solitaire Ring'));
  // The browser fills the field with the option's value (an input event that is no typing).
  fireEvent.change(field, { target: { value: 'Gaia Solitaire Ring' } });
  expect(window.location.pathname + window.location.search).toBe('/en/results?q=Gaia%20Solitaire%20Ring');
});

test('suggestions that fail to come leave the search working', async () => {
  answer = () => new Response('busy', { status: 503 });
  const user = userEvent.setup();
  renderBar();
  await user.type(screen.getByRole('combobox', { name: 'Search the jewels' }), 'ring{Enter}');
  expect(suggestionsShown()).toEqual([]);
  expect(window.location.pathname + window.location.search).toBe('/en/results?q=ring');
});
