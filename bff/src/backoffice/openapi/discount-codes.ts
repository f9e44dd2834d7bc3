import {
  discountCodeActiveSchema,
  newDiscountCodeSchema,
  STAFF_PATHS,
  staffDiscountCodeListSchema,
  staffDiscountCodeParamsSchema,
  staffDiscountCodeResponseSchema,
  staffDiscountCodesQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** The managers' discount codes (discount-code-routes.ts). */
export function discountCodeEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.discountCodes),
      tag: TAG,
      summary: 'Discount codes with their redemptions (manager)',
      auth: 'staff',
      query: staffDiscountCodesQuerySchema,
      success: { status: 200, description: 'A page of codes', json: staffDiscountCodeListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.discountCodes),
      tag: TAG,
      summary: 'Create a discount code (manager)',
      auth: 'staffWrite',
      body: newDiscountCodeSchema,
      success: { status: 201, description: 'The code', json: staffDiscountCodeResponseSchema },
      errors: { ...WRITE, 409: 'DISCOUNT_CODE_TAKEN' },
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.discountCode),
      tag: TAG,
      summary: 'A discount code and who used it (manager)',
      auth: 'staff',
      params: staffDiscountCodeParamsSchema,
      success: { status: 200, description: 'The code and its redemptions', json: staffDiscountCodeResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'put',
      path: apiPath(STAFF_PATHS.discountCodeActive),
      tag: TAG,
      summary: 'Switch a discount code off or on again (manager)',
      auth: 'staffWrite',
      params: staffDiscountCodeParamsSchema,
      body: discountCodeActiveSchema,
      success: { status: 200, description: 'The code', json: staffDiscountCodeResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
  ];
}
