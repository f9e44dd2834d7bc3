import { eurosToCents } from './euros';

test('an amount typed in euros, with a point or a comma, becomes cents', () => {
  expect(eurosToCents('25')).toBe(2_500);
  expect(eurosToCents('25.5')).toBe(2_550);
  expect(eurosToCents('25,05')).toBe(2_505);
  expect(eurosToCents(' 1 250,00 € ')).toBe(125_000);
  expect(eurosToCents('0.01')).toBe(1);
});

test('anything else is not an amount', () => {
  for (const typed of ['', '-5', '5.555', 'ten', '1.250,00', '5.']) expect(eurosToCents(typed)).toBeUndefined();
});
