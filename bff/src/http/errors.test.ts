import { errorBodySchema } from '@ama/contracts';
import express from 'express';
import request from 'supertest';
import { DiscountRefusedError, UnknownCartLineError } from '../cart/errors';
import { OptionNotOfferedError, ProductUnavailableError, UnknownProductError } from '../catalog/errors';
import { DomainError } from '../domain/errors';
import { createLogger } from '../logger';
import { testConfig } from '../test-support/engines';
import { errorHandler } from './errors';

/** A domain error no mapping knows: it must stay a hidden 500, like any unexpected failure. */
class UnmappedError extends DomainError {}

/** An app whose only route throws `error`, answered by the shared error handler. */
const answering = (error: Error) => {
  const app = express();
  app.get('/fails', () => {
    throw error;
  });
  app.use(errorHandler(createLogger(testConfig({ LOG_LEVEL: 'silent' }))));
  return request(app).get('/fails');
};

describe('domain errors over HTTP', () => {
  it('answers an unknown product with 404 NOT_FOUND', async () => {
    const res = await answering(new UnknownProductError('ZZ-NOPE-01'));
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body)).toEqual({ error: { code: 'NOT_FOUND', message: 'No product with SKU ZZ-NOPE-01' } });
  });

  it('answers an option not offered with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await answering(new OptionNotOfferedError('This configuration is not offered', { carat: 'Not offered' }));
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'This configuration is not offered', fields: { carat: 'Not offered' } },
    });
  });

  it('answers a product that cannot be ordered with 409 PRODUCT_UNAVAILABLE', async () => {
    const res = await answering(new ProductUnavailableError('NY-RIV-EM'));
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body)).toEqual({ error: { code: 'PRODUCT_UNAVAILABLE', message: 'NY-RIV-EM cannot be ordered at the moment' } });
  });

  it('answers a cart line the visitor does not have with 404 NOT_FOUND', async () => {
    expect((await answering(new UnknownCartLineError())).status).toBe(404);
  });

  it('answers a refused discount code with 400 INVALID_DISCOUNT_CODE naming why in fields.code', async () => {
    const res = await answering(new DiscountRefusedError('expired'));
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toEqual({ error: { code: 'INVALID_DISCOUNT_CODE', message: 'This discount code has expired', fields: { code: 'expired' } } });
  });

  it('hides a domain error it cannot map behind a 500', async () => {
    const res = await answering(new UnmappedError('internal detail'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toContain('internal detail');
  });
});
