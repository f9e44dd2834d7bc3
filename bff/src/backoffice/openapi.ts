import {
  newStaffAccountResponseSchema,
  newStaffAccountSchema,
  orderStatusChangeSchema,
  staffAccountListSchema,
  staffOrderListSchema,
  staffOrderParamsSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
  staffPasswordChangeSchema,
  staffSessionSchema,
  staffSignInSchema,
} from '@ama/contracts';
import { limitOf, JSON_WRITE_ERRORS, type Endpoint } from '../openapi/endpoint';
import type { BackofficeSettings } from './settings';

/** Every staff call but the sign-in: no session, the wrong role, no CSRF token on a write. */
const SIGNED_IN = { 401: 'UNAUTHENTICATED: no live staff session', 403: 'FORBIDDEN | PASSWORD_CHANGE_REQUIRED' } as const;
const WRITE = { ...SIGNED_IN, 403: 'FORBIDDEN | PASSWORD_CHANGE_REQUIRED | CSRF_FAILED: no or a wrong X-CSRF-Token', ...JSON_WRITE_ERRORS } as const;

/** The back office's endpoints (docs/backoffice.md). */
export function backofficeEndpoints(config: BackofficeSettings): Endpoint[] {
  const api = limitOf('staff calls', config.backoffice.apiRateLimit);
  const tag = 'back office';
  return [
    {
      method: 'post',
      path: '/api/staff/session',
      tag,
      summary: 'Sign in (sets the staff session cookie)',
      body: staffSignInSchema,
      success: { status: 200, description: 'The session and its CSRF token', json: staffSessionSchema },
      errors: { 401: 'INVALID_CREDENTIALS', ...JSON_WRITE_ERRORS, 429: 'ACCOUNT_LOCKED (too many wrong passwords) | RATE_LIMITED; see Retry-After' },
      rateLimit: limitOf('staff sign-ins', config.backoffice.signInRateLimit),
    },
    {
      method: 'get',
      path: '/api/staff/session',
      tag,
      summary: 'The signed-in account and its CSRF token',
      auth: 'staff',
      success: { status: 200, description: 'The session', json: staffSessionSchema },
      errors: { 401: SIGNED_IN[401] },
      rateLimit: api,
    },
    {
      method: 'delete',
      path: '/api/staff/session',
      tag,
      summary: 'Sign out',
      auth: 'staffWrite',
      success: { status: 204, description: 'Signed out', empty: true },
      errors: WRITE,
      rateLimit: api,
    },
    {
      method: 'delete',
      path: '/api/staff/sessions',
      tag,
      summary: 'Sign out everywhere (every session of the account)',
      auth: 'staffWrite',
      success: { status: 204, description: 'Signed out everywhere', empty: true },
      errors: WRITE,
      rateLimit: api,
    },
    {
      method: 'put',
      path: '/api/staff/password',
      tag,
      summary: 'Replace the password (the one-time one first); other sessions end',
      auth: 'staffWrite',
      body: staffPasswordChangeSchema,
      success: { status: 200, description: 'The session, now with its own password', json: staffSessionSchema },
      errors: WRITE,
      rateLimit: api,
    },
    {
      method: 'get',
      path: '/api/staff/accounts',
      tag,
      summary: 'Staff accounts (manager)',
      auth: 'staff',
      success: { status: 200, description: 'Accounts', json: staffAccountListSchema },
      errors: SIGNED_IN,
      rateLimit: api,
    },
    {
      method: 'post',
      path: '/api/staff/accounts',
      tag,
      summary: 'Add a staff account with a one-time password (manager)',
      auth: 'staffWrite',
      body: newStaffAccountSchema,
      success: { status: 201, description: 'The account and its one-time password, shown this once', json: newStaffAccountResponseSchema },
      errors: { ...WRITE, 409: 'EMAIL_TAKEN' },
      rateLimit: api,
    },
    {
      method: 'get',
      path: '/api/staff/orders',
      tag,
      summary: 'Orders, newest first, filtered and paged',
      auth: 'staff',
      query: staffOrdersQuerySchema,
      success: { status: 200, description: 'A page of orders', json: staffOrderListSchema },
      errors: SIGNED_IN,
      rateLimit: api,
    },
    {
      method: 'get',
      path: '/api/staff/orders/:number',
      tag,
      summary: 'An order as sold, its status and history',
      auth: 'staff',
      params: staffOrderParamsSchema,
      success: { status: 200, description: 'The order', json: staffOrderResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: api,
    },
    {
      method: 'post',
      path: '/api/staff/orders/:number/status',
      tag,
      summary: 'Move an order on (the shopper is e-mailed; cancelling refunds)',
      auth: 'staffWrite',
      params: staffOrderParamsSchema,
      body: orderStatusChangeSchema,
      success: { status: 200, description: 'The order, moved', json: staffOrderResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'STATUS_CHANGE_REFUSED' },
      rateLimit: api,
    },
  ];
}
