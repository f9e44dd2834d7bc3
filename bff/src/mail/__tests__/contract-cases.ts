import request from 'supertest';
import type { ContractCases } from '../../test-support/contract';

export const devOutboxContract: ContractCases = {
  'the development outbox': async ({ app, valid, invalid }) => {
    await valid('get', '/api/dev/outbox', request(app).get('/api/dev/outbox?limit=5'));
    await invalid('get', '/api/dev/outbox', request(app).get('/api/dev/outbox?limit=0'), 400);
  },
};
