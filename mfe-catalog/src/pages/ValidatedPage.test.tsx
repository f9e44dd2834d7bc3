import { render, screen } from '@testing-library/react';
import { addMessages, createShopStore, initI18n, MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { App } from '../routes';
import { messages } from '../i18n';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
});

function at(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <PlatformProvider>
      <RemoteScope name="mfe_catalog" namespace="catalog">
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}

test('a known collection shows its page', () => {
  at('/en/collections/gaia');
  expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeInTheDocument();
});

test('an unknown collection is the 404 page', () => {
  at('/en/collections/atlantis');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('an unknown shape is the 404 page', () => {
  at('/en/shapes/heart');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('a known shape shows its page', () => {
  at('/en/shapes/marquise');
  expect(screen.getByRole('heading', { level: 1, name: 'Diamond shape' })).toBeInTheDocument();
});
