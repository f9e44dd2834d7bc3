import type { ContractCases } from '../../test-support/contract';
import { Shopper } from '../../test-support/shopper';

export const visitorContract: ContractCases = {
  "the header's counts": async ({ app, valid }) => {
    await valid('get', '/api/visitor/counts', new Shopper(app).get('/api/visitor/counts'));
  },
};
