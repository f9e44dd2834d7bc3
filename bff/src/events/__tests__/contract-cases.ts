import { randomBytes } from 'node:crypto';
import { eventListResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { uniqueSuffix, type ContractCases } from '../../test-support/contract';

export const eventsContract: ContractCases = {
  'events: the list, one event, a registration and its cancellation': async ({ app, valid, invalid, json }) => {
    const events = await valid('get', '/api/events', request(app).get('/api/events?locale=it'));
    await invalid('get', '/api/events', request(app).get('/api/events?locale=xx'), 400);
    const open = eventListResponseSchema.parse(events.body).upcoming.find((event) => event.state === 'open');
    expect(open).toBeDefined();
    await valid('get', '/api/events/:key', request(app).get(`/api/events/${open!.key}?locale=it`));
    await invalid('get', '/api/events/:key', request(app).get('/api/events/no-such-event?locale=it'), 404);
    const guest = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+39 02 1234 5678',
      email: `guest.${uniqueSuffix()}@example.com`,
      company: 'Analytical Engines Srl',
      companions: [],
      presence: 'yes',
      conditions: true,
      privacy: true,
    };
    const register = () => json(request(app).post(`/api/events/${open!.key}/registrations?locale=it`), guest);
    await valid('post', '/api/events/:key/registrations', register(), 201);
    await invalid('post', '/api/events/:key/registrations', register(), 409);
    await invalid('post', '/api/events/:key/registrations', json(request(app).post(`/api/events/${open!.key}/registrations?locale=it`), { ...guest, conditions: false }), 400);
    await valid(
      'post',
      '/api/events/registrations/cancel',
      json(request(app).post('/api/events/registrations/cancel?locale=it'), { token: randomBytes(32).toString('base64url') }),
      [200, 404],
    );
    await invalid('post', '/api/events/registrations/cancel', json(request(app).post('/api/events/registrations/cancel?locale=it'), { token: 5 }), 400);
  },
};
