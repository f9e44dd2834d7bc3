import { productListResponseSchema } from '@ama/contracts';
import { searchSuggestionsResponseSchema } from '@ama/contracts/search-suggestions';
import request from 'supertest';
import { CONTRACT_PENDANT as PENDANT, type ContractCases } from '../../test-support/contract';

export const catalogContract: ContractCases = {
  'the catalogue': async ({ app, valid, invalid }) => {
    const list = await valid('get', '/api/products', request(app).get('/api/products?locale=en&q=ring'));
    expect(productListResponseSchema.parse(list.body).items.length).toBeGreaterThan(0);
    await invalid('get', '/api/products', request(app).get('/api/products?locale=xx&pageSize=-1'), 400);
    await valid('get', '/api/products/:sku', request(app).get(`/api/products/${PENDANT}?locale=it`));
    await invalid('get', '/api/products/:sku', request(app).get('/api/products/GA-NOPE-XX?locale=it'), [400, 404]);
    await valid('get', '/api/products/:sku/image.svg', request(app).get(`/api/products/${PENDANT}/image.svg?gold=WHITE`));
    await invalid('get', '/api/products/:sku/image.svg', request(app).get(`/api/products/${PENDANT}/image.svg?gold=PURPLE`), 400);
    await valid('get', '/api/products/:sku/price', request(app).get(`/api/products/${PENDANT}/price?locale=en`));
    await invalid('get', '/api/products/:sku/price', request(app).get(`/api/products/${PENDANT}/price?locale=en&engraving=${'x'.repeat(50)}`), 400);
    const suggested = await valid('get', '/api/search/suggestions', request(app).get('/api/search/suggestions?locale=en&q=soli'));
    expect(searchSuggestionsResponseSchema.parse(suggested.body).suggestions.length).toBeGreaterThan(0);
    await invalid('get', '/api/search/suggestions', request(app).get(`/api/search/suggestions?locale=en&q=${'x'.repeat(101)}`), 400);
    for (const path of ['/api/collections', '/api/shapes', '/api/categories']) {
      await valid('get', path, request(app).get(`${path}?locale=de`));
      await invalid('get', path, request(app).get(`${path}?locale=fr`), 400);
    }
  },
};
