import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { addMessages, api, configureApi, createShopStore, initI18n, MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { messages } from '../i18n';
import { App } from '../routes';

/** Renders the club area (or `tree`) as the shell does, at `path`, for the area's component tests. */
export function renderClubAt(path: string, tree: ReactNode = <App />) {
  window.history.replaceState(null, '', path);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_club" namespace="club">
        <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}

export type ApiHandler = (request: Request, url: URL) => Response | Promise<Response>;

/**
 * Stubs the BFF: each request goes to the handler of its path under /api ('/club/places/regions'),
 * as a real Request, and is recorded; a path without a handler answers 404 as the BFF would.
 */
export function stubApi(handlers: Record<string, ApiHandler>): Request[] {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api/, '')}`] ?? handlers[url.pathname.replace(/^\/api/, '')];
    return handler ? handler(request, url) : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }) as typeof fetch;
  return requests;
}

/** An error answer of the BFF. */
export const errorResponse = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });

/** One shop store and the English texts for a test file; the API's cache emptied after each test. */
export function setUpClubTests() {
  jest.setTimeout(15_000);
  beforeAll(() => {
    createShopStore();
    initI18n('en');
    addMessages('club', messages);
    configureApi({ retryDelayMs: 0 });
  });
  afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));
}
