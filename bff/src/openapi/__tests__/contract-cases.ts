import request from 'supertest';
import type { ContractCases } from '../../test-support/contract';

export const openApiContract: ContractCases = {
  'the document and the docs page': async ({ app, valid }) => {
    await valid('get', '/api/openapi.json', request(app).get('/api/openapi.json'));
    await valid('get', '/api/docs', request(app).get('/api/docs'));
  },
};
