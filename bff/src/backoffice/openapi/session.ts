import {
  newStaffAccountResponseSchema,
  newStaffAccountSchema,
  STAFF_PATHS,
  staffAccountListSchema,
  staffPasswordChangeSchema,
  staffSessionSchema,
  staffSignInSchema,
} from '@ama/contracts';
import { JSON_WRITE_ERRORS, limitOf, type Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** Signing in and out, the password and the staff accounts (session-routes.ts). */
export function sessionEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.session),
      tag: TAG,
      summary: 'Sign in (sets the staff session cookie)',
      body: staffSignInSchema,
      success: { status: 200, description: 'The session and its CSRF token', json: staffSessionSchema },
      errors: { 401: 'INVALID_CREDENTIALS', ...JSON_WRITE_ERRORS, 429: 'ACCOUNT_LOCKED (too many wrong passwords) | RATE_LIMITED; see Retry-After' },
      rateLimit: limitOf('staff sign-ins', config.backoffice.signInRateLimit),
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.session),
      tag: TAG,
      summary: 'The signed-in account and its CSRF token',
      auth: 'staff',
      success: { status: 200, description: 'The session', json: staffSessionSchema },
      errors: { 401: SIGNED_IN[401] },
      rateLimit: calls,
    },
    {
      method: 'delete',
      path: apiPath(STAFF_PATHS.session),
      tag: TAG,
      summary: 'Sign out',
      auth: 'staffWrite',
      success: { status: 204, description: 'Signed out', empty: true },
      errors: WRITE,
      rateLimit: calls,
    },
    {
      method: 'delete',
      path: apiPath(STAFF_PATHS.sessions),
      tag: TAG,
      summary: 'Sign out everywhere (every session of the account)',
      auth: 'staffWrite',
      success: { status: 204, description: 'Signed out everywhere', empty: true },
      errors: WRITE,
      rateLimit: calls,
    },
    {
      method: 'put',
      path: apiPath(STAFF_PATHS.password),
      tag: TAG,
      summary: 'Replace the password (the one-time one first); other sessions end',
      auth: 'staffWrite',
      body: staffPasswordChangeSchema,
      success: { status: 200, description: 'The session, now with its own password', json: staffSessionSchema },
      errors: WRITE,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.accounts),
      tag: TAG,
      summary: 'Staff accounts (manager)',
      auth: 'staff',
      success: { status: 200, description: 'Accounts', json: staffAccountListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.accounts),
      tag: TAG,
      summary: 'Add a staff account with a one-time password (manager)',
      auth: 'staffWrite',
      body: newStaffAccountSchema,
      success: { status: 201, description: 'The account and its one-time password, shown this once', json: newStaffAccountResponseSchema },
      errors: { ...WRITE, 409: 'EMAIL_TAKEN' },
      rateLimit: calls,
    },
  ];
}
