import { render } from '@testing-library/react';
import { MemoryRouter, PlatformProvider, RemoteRoutes, RemoteScope } from '@ama/platform';
import patterns from '../route-patterns.json';
import { BookingPage } from '../pages/BookingPage';
import { EventPage } from '../pages/EventPage';
import { EventsPage } from '../pages/EventsPage';

/** Renders the events' routes as the shell does, at `path`, for the area's component tests. */
export function renderEventsAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_events" namespace="events">
        <MemoryRouter initialEntries={[path]}>
          <RemoteRoutes patterns={patterns} pages={{ events: EventsPage, booking: BookingPage, event: EventPage }} />
        </MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}

export type ApiHandler = (request: Request, url: URL) => Response | Promise<Response>;

/** Stubs the BFF: each request goes to the handler of 'METHOD /path' (under /api) and is recorded; else 404. */
export function stubApi(handlers: Record<string, ApiHandler>): Request[] {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    return handler ? handler(request, url) : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }) as typeof fetch;
  return requests;
}

export const errorResponse = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });
