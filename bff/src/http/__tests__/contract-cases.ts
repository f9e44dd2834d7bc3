import request from 'supertest';
import type { ContractCases } from '../../test-support/contract';

export const healthContract: ContractCases = {
  'health and metrics': async ({ app, valid }) => {
    await valid('get', '/healthz', request(app).get('/healthz'));
    await valid('get', '/readyz', request(app).get('/readyz'));
    await valid('get', '/metrics', request(app).get('/metrics'));
  },
};
