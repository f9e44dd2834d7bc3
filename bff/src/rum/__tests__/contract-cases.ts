import request from 'supertest';
import { RUM_API_PATH } from '@ama/contracts/rum';
import type { ContractCases } from '../../test-support/contract';
import { EVERY_KIND } from './rum-harness';

export const rumContract: ContractCases = {
  'the real-user beacon': async ({ app, valid, invalid, json }) => {
    // As sendBeacon sends a string (text/plain), and as JSON.
    await valid(
      'post',
      RUM_API_PATH,
      request(app)
        .post(`${RUM_API_PATH}?locale=en`)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ events: EVERY_KIND })),
      204,
    );
    await valid('post', RUM_API_PATH, json(request(app).post(`${RUM_API_PATH}?locale=en`), { events: EVERY_KIND.slice(0, 1) }), 204);
    await invalid('post', RUM_API_PATH, json(request(app).post(`${RUM_API_PATH}?locale=en`), { events: [{ kind: 'page-view', url: '/en/cart?x=1' }] }), 400);
    await invalid('post', RUM_API_PATH, request(app).post(`${RUM_API_PATH}?locale=en`).set('Content-Type', 'application/x-www-form-urlencoded').send('events=1'), 415);
  },
};
