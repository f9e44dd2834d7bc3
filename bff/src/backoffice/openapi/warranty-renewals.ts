import {
  STAFF_PATHS,
  staffWarrantyRenewalListSchema,
  staffWarrantyRenewalParamsSchema,
  staffWarrantyRenewalResponseSchema,
  staffWarrantyRenewalsQuerySchema,
  warrantyRenewalStepSchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** The warranty renewals for staff (renewal-routes.ts). */
export function warrantyRenewalEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.warrantyRenewals),
      tag: TAG,
      summary: 'Warranty renewals, those not yet sent back first, the longest waiting first',
      auth: 'staff',
      query: staffWarrantyRenewalsQuerySchema,
      success: { status: 200, description: 'A page of renewals', json: staffWarrantyRenewalListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.warrantyRenewal),
      tag: TAG,
      summary: 'A warranty renewal with its order, its next status and its history',
      auth: 'staff',
      params: staffWarrantyRenewalParamsSchema,
      success: { status: 200, description: 'The renewal', json: staffWarrantyRenewalResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.warrantyRenewalStatus),
      tag: TAG,
      summary: 'Move a renewal on: received, in service, sent back (with the carrier and tracking number if given); the customer is e-mailed',
      auth: 'staffWrite',
      params: staffWarrantyRenewalParamsSchema,
      body: warrantyRenewalStepSchema,
      success: { status: 200, description: 'The renewal after the step, with its history', json: staffWarrantyRenewalResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'RENEWAL_STATE: the renewal is not in the status this step starts from; fields.status is its status now' },
      rateLimit: calls,
    },
  ];
}
