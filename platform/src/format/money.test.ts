import { formatPrice, warmFormats } from './money';

test('money is written the way each locale writes euro (CLDR: Italian and Spanish group from five digits)', () => {
  expect(formatPrice(125_000, 'en')).toBe('€1,250.00');
  expect(formatPrice(125_000, 'it')).toBe('1250,00\u00a0€');
  expect(formatPrice(1_250_000, 'it')).toBe('12.500,00\u00a0€');
  expect(formatPrice(125_000, 'de')).toBe('1.250,00\u00a0€');
  expect(formatPrice(99, 'es')).toBe('0,99\u00a0€');
});

test("warming a page's formats (its <html lang>, whatever it says) never throws and changes no price", () => {
  for (const lang of ['de', '', 'xx', 'en-US']) expect(() => warmFormats(lang)).not.toThrow();
  expect(formatPrice(125_000, 'de')).toBe('1.250,00\u00a0€');
});
