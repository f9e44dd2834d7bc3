import { visitorCountsSchema } from '@ama/contracts';
import { type Endpoint } from '../openapi/endpoint';

/** The header's counts (the visitor cookie). */
export function visitorEndpoints(): Endpoint[] {
  return [
    {
      method: 'get',
      path: '/api/visitor/counts',
      tag: 'wishlist',
      summary: "The visitor's cart and wishlist counts (the header's badges)",
      auth: 'visitor',
      success: { status: 200, description: 'Pieces in the cart and in the wishlist', json: visitorCountsSchema },
    },
  ];
}
