import { formatCalendarDay, formatEuros, formatPercent } from './format';

test('whole euros are written without decimals, as each language writes money', () => {
  expect(formatEuros(200_000, 'en')).toBe('€2,000');
  expect(formatEuros(200_000, 'it')).toBe('2000\u00a0€');
  expect(formatEuros(800_000, 'de')).toBe('8.000\u00a0€');
  expect(formatEuros(12_345, 'en')).toBe('€123.45');
});

test('percentages follow the language', () => {
  expect(formatPercent(15, 'en')).toBe('15%');
  expect(formatPercent(15, 'de')).toBe('15\u00a0%');
});

test('a calendar day is the same day in every language, wherever the browser is', () => {
  expect(formatCalendarDay('2026-06-01', 'en')).toBe('June 1, 2026');
  expect(formatCalendarDay('2026-06-01', 'it')).toBe('1 giugno 2026');
  expect(formatCalendarDay('2026-12-31', 'de')).toBe('31. Dezember 2026');
});
