import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, api, configureApi, createShopStore, getShopStore, initI18n, MemoryRouter, PlatformProvider, RemoteScope, useLocation } from '@ama/platform';
import { messages } from '../i18n';
import { App } from '../routes';
import { stubApi, type ApiHandler } from './stub-api';

/** What the address bar shows of the area's router (the filters live in its query). */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** Renders the back office (or `tree`) as the shell does, at `path`, with the router's address shown. */
export function renderStaffAt(path: string, tree: ReactNode = <App />) {
  window.history.replaceState(null, '', path);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_backoffice" namespace="backoffice">
        <MemoryRouter initialEntries={[path]}>
          {tree}
          <Address />
        </MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}

/** The back office at `path`, the BFF stubbed by `handlers`: the requests it is sent, and a user to act. */
export function openStaffAt(path: string, handlers: Record<string, ApiHandler>) {
  const requests = stubApi(handlers);
  renderStaffAt(path);
  return { requests, user: userEvent.setup() };
}

/** The shared store, i18n and API settings the area's tests run with; each test starts from an empty cache. */
export function setUpStaffTests() {
  beforeAll(() => {
    createShopStore();
    initI18n('en');
    addMessages('backoffice', messages);
    configureApi({ retryDelayMs: 0 });
  });
  afterEach(() => void getShopStore().dispatch(api.util.resetApiState()));
}

/** The toasts the shell would show now. */
export const toastMessages = () =>
  getShopStore()
    .getState()
    .toasts.items.map(({ message }) => message);

/** The address bar of the area's router, as the tests read it ('/en/staff/orders?status=shipped'). */
export const address = () => screen.getByRole('status', { name: 'address' });
