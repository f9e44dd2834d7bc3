import type { STAFF_PATHS } from '@ama/contracts';
import { JSON_WRITE_ERRORS, limitOf, type Endpoint, type RateLimitNote } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';

// What every area's description of its staff endpoints shares.

/** A staff path as the document shows it: the routers are mounted under /api (app.ts), STAFF_PATHS are written without it. */
export const apiPath = <P extends (typeof STAFF_PATHS)[keyof typeof STAFF_PATHS]>(path: P) => `/api${path}` as const;

/** The document's group of every staff endpoint. */
export const TAG = 'back office';

/** The budget every staff call but the sign-in shares. */
export const staffCalls = (config: BackofficeSettings): RateLimitNote => limitOf('staff calls', config.backoffice.apiRateLimit);

/** Every staff call but the sign-in: no session, the wrong role, no CSRF token on a write. */
export const SIGNED_IN = { 401: 'UNAUTHENTICATED: no live staff session', 403: 'FORBIDDEN | PASSWORD_CHANGE_REQUIRED' } as const;
export const WRITE = { ...SIGNED_IN, 403: 'FORBIDDEN | PASSWORD_CHANGE_REQUIRED | CSRF_FAILED: no or a wrong X-CSRF-Token', ...JSON_WRITE_ERRORS } as const;

/**
 * The steps of one record's life (a loan confirmed, a design put into production): POSTs to the record's
 * paths that share its path parameters, its answer (the record after the step) and its errors.
 */
export const recordSteps =
  (config: BackofficeSettings, record: Pick<Endpoint, 'params' | 'success' | 'errors'>) =>
  (path: (typeof STAFF_PATHS)[keyof typeof STAFF_PATHS], summary: string, body: Endpoint['body']): Endpoint => ({
    method: 'post',
    path: apiPath(path),
    tag: TAG,
    summary,
    auth: 'staffWrite',
    body,
    rateLimit: staffCalls(config),
    ...record,
  });
