import type { Locale } from '@ama/contracts';
import { messages } from '../i18n';
import { formatDiscount } from './discount-code-format';

/** The back office's messages of `locale`, looked up by key as i18next would. */
const messagesOf = (locale: Locale) => (key: string) => key.split('.').reduce<unknown>((group, part) => (group as Record<string, unknown>)[part], messages[locale]) as string;

const ENGRAVING = { kind: 'engraving', percent: null, amountCents: null } as const;

test.each([
  ['en', 'Free engraving'],
  ['it', 'Incisione gratuita'],
  ['es', 'Grabado gratuito'],
  ['de', 'Gravur gratis'],
] as const)("a club personalisation's code (kind 'engraving') reads in words in %s, never as a price of €0", (locale, said) => {
  expect(formatDiscount(ENGRAVING, locale, messagesOf(locale))).toBe(said);
});

test('a percentage and an amount still read as figures', () => {
  const t = messagesOf('en');
  expect(formatDiscount({ kind: 'percent', percent: 10, amountCents: null }, 'en', t)).toBe('10%');
  expect(formatDiscount({ kind: 'fixed', percent: null, amountCents: 5_000 }, 'en', t)).toBe('€50.00');
});
