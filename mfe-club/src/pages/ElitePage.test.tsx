/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderClubAt, stubApi } from '../club/test-support';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('club', messages);
  configureApi({ retryDelayMs: 0 });
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

test('a token the BFF does not know shows the 404 page with the path', async () => {
  stubApi({});
  renderClubAt('/en/club/elite-nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/\/en\/club\/elite-nope/)).toBeInTheDocument();
});

test('a valid token shows the ELITE benefits and keeps the page out of search indexes', async () => {
  stubApi({ '/club/elite/s3cret': () => new Response(null, { status: 204 }) });
  renderClubAt('/en/club/elite-s3cret');
  expect(await screen.findByRole('heading', { level: 2, name: 'Your ELITE benefits' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Club AMA ELITE' })).toBeInTheDocument();
  expect(screen.getByText(/^Jewellery loan for your events/)).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the BFF down: a message with a retry, not a 404', async () => {
  stubApi({ '/club/elite/s3cret': () => Response.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }, { status: 503 }) });
  renderClubAt('/en/club/elite-s3cret');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this page right now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
