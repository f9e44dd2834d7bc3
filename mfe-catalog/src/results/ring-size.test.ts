import { productHref, readRingSize } from './ring-size';

test('a ring size is a whole Italian size the catalogue offers (6–24); anything else is no size', () => {
  expect(readRingSize('14')).toBe(14);
  expect([readRingSize('6'), readRingSize('24')]).toEqual([6, 24]);
  for (const text of ['5', '25', '0', '-3', '14.0', 'abc', '', null, undefined]) expect(readRingSize(text)).toBeUndefined();
});

test("a ring's page link carries the size, any other piece's does not", () => {
  expect(productHref({ sku: 'GA-1', category: 'RINGS' }, 14)).toBe('/product/GA-1?size=14');
  expect(productHref({ sku: 'GA-SOL', category: 'ENGAGEMENT_RINGS' }, 14)).toBe('/product/GA-SOL?size=14');
  expect(productHref({ sku: 'BR-1', category: 'BRACELETS' }, 14)).toBe('/product/BR-1');
  expect(productHref({ sku: 'GA-1', category: 'RINGS' })).toBe('/product/GA-1');
});
