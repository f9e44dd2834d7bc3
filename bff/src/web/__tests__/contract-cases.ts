import request from 'supertest';
import type { ContractCases } from '../../test-support/contract';

export const webContract: ContractCases = {
  'the registry of remotes': async ({ app, valid }) => {
    await valid('get', '/api/registry', request(app).get('/api/registry'));
  },
};
