export type ApiHandler = (request: Request, url: URL) => Response | Promise<Response>;

/**
 * Stubs the BFF: each request goes to the handler of `METHOD /path` under /api ('GET /staff/session'),
 * as a real Request, and is recorded; a path without a handler answers 404 as the BFF would.
 */
export function stubApi(handlers: Record<string, ApiHandler>): Request[] {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    return handler ? handler(request, url) : errorResponse(404, 'NOT_FOUND');
  }) as typeof fetch;
  return requests;
}

/** An error answer of the BFF. */
export const errorResponse = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });

/** The requests that wrote (any method but GET), in the order they were sent. */
export const writes = (requests: Request[]) => requests.filter(({ method }) => method !== 'GET');

/** The reads of `path` under /api ('/staff/orders/AMA-7K3F-9Q'): how often it was asked for. */
export const reads = (requests: Request[], path: string) => requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === `/api${path}`);

/** What each read of a list asked for: its query as an object ({ page: '1', locale: 'en' }). */
export const listQueries = (requests: Request[], path: string) => reads(requests, path).map((request) => Object.fromEntries(new URL(request.url).searchParams));
