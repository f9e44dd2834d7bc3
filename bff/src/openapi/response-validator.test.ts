import { openApiDocument } from '../api-endpoints';
import { responseValidator, type OpenApiDocument } from './response-validator';
import { testConfig } from '../test-support/engines';

/** The checker the contract test relies on must see a broken answer; these are answers the shop must never give. */
describe('responseValidator', () => {
  const check = responseValidator(openApiDocument(testConfig()) as unknown as OpenApiDocument);
  const json = 'application/json; charset=utf-8';
  const error = { error: { code: 'NOT_FOUND', message: 'No such product' } };

  it('accepts an answer as documented', () => {
    expect(check('get', '/api/products/:sku', { status: 404, contentType: json, body: error })).toEqual([]);
    expect(check('get', '/healthz', { status: 200, contentType: json, body: { status: 'ok' } })).toEqual([]);
  });

  it('reports an undocumented status, a wrong content type, a body off its schema, an unknown error code and a body where none is documented', () => {
    expect(check('get', '/api/products/:sku', { status: 409, contentType: json, body: error })).toEqual([
      expect.stringContaining('answered 409, which the document does not list'),
    ]);
    expect(check('get', '/api/products/:sku', { status: 404, contentType: 'text/html', body: '<p>' })).toEqual([expect.stringContaining('answered text/html')]);
    expect(check('get', '/healthz', { status: 200, contentType: json, body: { status: 'fine' } })).toEqual([expect.stringContaining('body/status must be equal to constant')]);
    expect(check('get', '/api/products/:sku', { status: 404, contentType: json, body: { error: { code: 'OOPS', message: 'x' } } })).toEqual([
      expect.stringContaining('body/error/code must be equal to one of the allowed values'),
    ]);
    expect(check('get', '/api/club/elite/:token', { status: 204, contentType: json, body: {}, text: '{}' })).toEqual([expect.stringContaining('should have no body')]);
    expect(check('get', '/api/nowhere', { status: 200, contentType: json, body: {} })).toEqual(['GET /api/nowhere is not in the document']);
  });
});
