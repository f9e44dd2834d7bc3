import request from 'supertest';
import { uniqueSuffix, type ContractCases } from '../../test-support/contract';

export const newsletterContract: ContractCases = {
  'the newsletter': async ({ app, valid, invalid, json }) => {
    const body = { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: `ada.${uniqueSuffix()}@example.com`, privacy: true };
    await valid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), body), 201);
    await invalid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), body), 409);
    await invalid('post', '/api/newsletter/subscriptions', json(request(app).post('/api/newsletter/subscriptions?locale=en'), { email: 'nope' }), 400);
  },
};
