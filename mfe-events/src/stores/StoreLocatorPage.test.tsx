/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { eventsAt, renderEventsAt, TEST_STORES } from '../appointments/test-support';

let searches: URLSearchParams[];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  searches = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const params = new URL((input as Request).url).searchParams;
    searches.push(params);
    if (params.get('near') === 'Atlantis') return Response.json({ search: 'near', place: null, stores: [] });
    if (params.get('near')) return Response.json({ search: 'near', place: { name: 'Milan', country: 'IT', latitude: 45.46, longitude: 9.19 }, stores: TEST_STORES });
    if (params.get('lat')) return Response.json({ search: 'coordinates', place: { name: null, country: null, latitude: 45.46, longitude: 9.19 }, stores: TEST_STORES });
    return Response.json({ search: 'all', place: null, stores: TEST_STORES.map((store) => ({ ...store, distanceKm: null })) });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const setGeolocation = (geolocation: Partial<Geolocation> | undefined) => Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

test('lists the jewellers near an entered place with address, distance, phone, hours and a booking link', async () => {
  renderEventsAt('/en/store-locator?near=Milano');
  expect(screen.getByRole('heading', { level: 1, name: 'Find a jeweller' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: /City or place/ })).toHaveValue('Milano');
  expect(await screen.findByText('2 jewellers, nearest to Milano first')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Jewellers' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = within(items[0]!);
  expect(first.getByRole('heading', { name: /Gioielleria Brera/ })).toHaveTextContent('1.2 km');
  expect(first.getByText(/Via Solferino 11/)).toBeInTheDocument();
  expect(first.getByRole('link', { name: '+39 02 6555 1234' })).toHaveAttribute('href', 'tel:+390265551234');
  expect(first.getByText('Sunday').nextSibling).toHaveTextContent('Closed');
  expect(first.getByRole('link', { name: 'Book an appointment here' })).toHaveAttribute('href', '/en/book-an-appointment?store=milano-brera');
  expect(searches[0]!.get('near')).toBe('Milano');
});

test('says so when the place is unknown', async () => {
  const user = userEvent.setup();
  renderEventsAt('/en/store-locator');
  await user.type(screen.getByRole('searchbox', { name: /City or place/ }), 'Atlantis');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText(/We could not find a place called “Atlantis”/)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Jewellers' })).not.toBeInTheDocument();
});

test('uses the browser position when granted, and explains a refusal', async () => {
  const user = userEvent.setup();
  setGeolocation({ getCurrentPosition: (success) => success({ coords: { latitude: 45.4642, longitude: 9.19 } } as GeolocationPosition) });
  renderEventsAt('/en/store-locator');
  await user.click(await screen.findByRole('button', { name: 'Use my location' }));
  expect(await screen.findByText('2 jewellers, nearest to you first')).toBeInTheDocument();
  expect(searches.at(-1)!.get('lat')).toBe('45.4642');

  setGeolocation({ getCurrentPosition: (_success, failure) => failure?.({ code: 1, message: 'denied' } as GeolocationPositionError) });
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You did not allow this site to use your location.');

  setGeolocation(undefined);
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot share your location.');
});

test("the server's markup already has the location button, so hydrating moves nothing under a tap", () => {
  const html = document.createElement('div');
  html.innerHTML = renderToString(eventsAt('/en/store-locator'));
  const form = within(within(html).getByRole('search', { name: 'Find a jeweller' }));
  expect(form.getAllByRole('button').map((button) => button.textContent)).toEqual(['Search', 'Use my location']);
});

test('searches the place the shopper typed before the page hydrated', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/en/store-locator');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(eventsAt('/en/store-locator'));
  // Typed into the server's markup while the code was still on its way: no event reached React.
  container.querySelector<HTMLInputElement>('input[name="near"]')!.value = 'Milano';
  render(eventsAt('/en/store-locator'), { container, hydrate: true });
  expect(screen.getByRole('searchbox', { name: /City or place/ })).toHaveValue('Milano');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('2 jewellers, nearest to Milano first')).toBeInTheDocument();
  expect(searches.at(-1)!.get('near')).toBe('Milano');
});

test('its links are in the shop’s link style, and the one to a call is a 44 px target', () => {
  renderEventsAt('/en/store-locator');
  const bookCall = screen.getByRole('link', { name: 'Or book a phone or video call' });
  expect(bookCall).toHaveClass('ama-events-standalone-link');
  expect(bookCall.closest('.ama-events-area')).not.toBeNull();
});
