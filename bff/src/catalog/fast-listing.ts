import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordRequest } from '../http/metrics';
import { loggedUrl, REQUEST_ID_HEADER, requestIdOf } from '../http/request-logging';
import type { Logger } from '../logger';
import type { ListingAnswers } from './listing-answers';
import { sendSerialised } from './listing-answers';

/** The metrics label of the fast path: the listing route's own pattern, so both paths add up. */
const ROUTE = '/api/products';
/** A non-blank `q` parameter. */
const SEARCH = /[?&]q=[^&]/;

/**
 * The catalogue listing served before Express when its answer is already serialised. Express
 * itself (its request/response decoration and the router's walk past the web router's middleware) costs
 * several times a cached listing's own work; a repeated listing is most of the shop's API traffic (every
 * results page, every filter click, the server render). The answer is the Express route's to the byte:
 * the same body, ETag and 304, the request id, the data headers of http/security.ts, one metrics sample and
 * the request's log line at debug (http/request-logging.ts's level for a successful read).
 * Anything else — a first request, a search, another method, a cross-origin request (CORS) — returns
 * false and goes through Express as before.
 */
export function fastListing(options: { answers: ListingAnswers; headers: ReadonlyArray<readonly [string, string]>; logger: Logger }) {
  const { answers, headers, logger } = options;
  const flatHeaders = headers.flat();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || req.headers.origin !== undefined) return false;
    if (!url.startsWith(ROUTE) || (url.length > ROUTE.length && url[ROUTE.length] !== '?')) return false;
    // A search is Express's: its per-IP budget (search-rate-limit.ts) counts every one, cached or not.
    if (SEARCH.test(url)) return false;
    const answer = answers.get(url);
    if (!answer) return false;
    const started = performance.now();
    const id = requestIdOf(req);
    // Every header goes to the one writeHead (none through setHeader: Node then skips its header map).
    sendSerialised(req, res, answer, [REQUEST_ID_HEADER, id, ...flatHeaders]);
    const seconds = (performance.now() - started) / 1000;
    recordRequest('GET', ROUTE, res.statusCode, seconds);
    if (logger.isLevelEnabled('debug')) {
      logger.debug(
        { reqId: id, req: { id, method: 'GET', url: loggedUrl(url) }, res: { statusCode: res.statusCode }, responseTime: Math.round(seconds * 1000) },
        'request completed',
      );
    }
    return true;
  };
}
