import request from 'supertest';
import type { ContractCases } from '../../test-support/contract';

export const storesContract: ContractCases = {
  'the store locator': async ({ app, valid, invalid }) => {
    await valid('get', '/api/stores', request(app).get('/api/stores?near=Milano'));
    await invalid('get', '/api/stores', request(app).get('/api/stores?lat=100&lng=0'), 400);
  },
};
