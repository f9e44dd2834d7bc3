import { storesQuerySchema, storesResponseSchema } from '@ama/contracts';
import { type Endpoint } from '../openapi/endpoint';

/** The store locator's endpoint. */
export function storesEndpoints(): Endpoint[] {
  return [
    {
      method: 'get',
      path: '/api/stores',
      tag: 'stores',
      summary: 'Stores, all or nearest first',
      query: storesQuerySchema,
      success: { status: 200, description: 'Stores (an unknown place is 200 with place: null)', json: storesResponseSchema },
    },
  ];
}
