import {
  CUSTOM_DESIGN_PATHS,
  CUSTOM_DESIGN_TOKEN_HEADER,
  customDesignCreatedSchema,
  customDesignRequestSchema,
  customDesignResponseSchema,
  localeQuerySchema,
  orderHeadersSchema,
} from '@ama/contracts';
import { z } from 'zod';
import { limitOf, JSON_WRITE_ERRORS, type Endpoint } from '../openapi/endpoint';
import type { ClubSettings } from './settings';

/** The request page's token, sent in a header so it stays out of access logs. */
const tokenHeaders = z.object({ [CUSTOM_DESIGN_TOKEN_HEADER]: z.string().meta({ description: 'The token of the request page’s link (201 of the request, and its e-mails)' }) });
const NOT_FOUND = { 404: 'NOT_FOUND: no or a bad design token' } as const;
const PAYMENT_UNANSWERED = { 503: 'SERVICE_UNAVAILABLE: the payment service did not answer; send the same request again' } as const;

/** Custom design, the customer's side (design-routes.ts). */
export function customDesignEndpoints(config: ClubSettings): Endpoint[] {
  const writes = limitOf('custom design writes', config.club.rateLimit);
  return [
    {
      method: 'post',
      path: `/api${CUSTOM_DESIGN_PATHS.requests}`,
      tag: 'club',
      summary: 'Ask for a custom design; the €150 fee is held on the card (released if the piece is made)',
      description: 'The same Idempotency-Key again answers the request it made, and holds nothing more.',
      query: localeQuerySchema,
      headers: orderHeadersSchema,
      body: customDesignRequestSchema,
      idempotent: true,
      success: { status: 201, description: 'The request and its page’s token', json: customDesignCreatedSchema },
      errors: { 402: 'PAYMENT_FAILED: fields.payment says why', 409: 'PAYMENT_KEY_CONFLICT: the key was used for another payment', ...JSON_WRITE_ERRORS, ...PAYMENT_UNANSWERED },
      rateLimit: writes,
    },
    {
      method: 'get',
      path: `/api${CUSTOM_DESIGN_PATHS.mine}`,
      tag: 'club',
      summary: 'A custom design request as it stands, by its page’s token',
      query: localeQuerySchema,
      headers: tokenHeaders,
      success: { status: 200, description: 'The request', json: customDesignResponseSchema },
      errors: NOT_FOUND,
    },
    {
      method: 'post',
      path: `/api${CUSTOM_DESIGN_PATHS.withdrawal}`,
      tag: 'club',
      summary: 'Withdraw a custom design request; the €150 fee is charged',
      query: localeQuerySchema,
      headers: tokenHeaders,
      body: z.strictObject({}),
      success: { status: 200, description: 'The request, withdrawn', json: customDesignResponseSchema },
      errors: {
        ...NOT_FOUND,
        409: 'CUSTOM_DESIGN_STATE: no longer open | CHANGE_IN_PROGRESS: another change’s payment is on its way | PAYMENT_SETTLEMENT_REFUSED',
        ...JSON_WRITE_ERRORS,
        ...PAYMENT_UNANSWERED,
      },
      rateLimit: writes,
    },
  ];
}
