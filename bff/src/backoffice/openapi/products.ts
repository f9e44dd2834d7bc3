import {
  localeQuerySchema,
  productAvailabilitySchema,
  STAFF_PATHS,
  staffProductListSchema,
  staffProductParamsSchema,
  staffProductResponseSchema,
  staffProductsQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** The managers' catalogue and a product's availability (product-routes.ts). */
export function productEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.products),
      tag: TAG,
      summary: 'The catalogue, available or not (manager)',
      auth: 'staff',
      query: staffProductsQuerySchema,
      success: { status: 200, description: 'A page of products', json: staffProductListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'put',
      path: apiPath(STAFF_PATHS.productAvailability),
      tag: TAG,
      summary: 'Take a product off sale or put it back (manager)',
      auth: 'staffWrite',
      params: staffProductParamsSchema,
      query: localeQuerySchema,
      body: productAvailabilitySchema,
      success: { status: 200, description: 'The product', json: staffProductResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
  ];
}
