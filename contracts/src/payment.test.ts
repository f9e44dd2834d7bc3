import { fieldErrors } from './errors';
import { expiryIn } from './test-support';
import { expiryProblem, PAYMENT_LIMITS, paymentInputSchema, type PaymentInput } from './payment';

const validCard = (): PaymentInput => ({ cardNumber: '4242 4242 4242 4242', expiry: expiryIn(12), cvc: '123', cardholderName: 'Ada Lovelace' });

const problemsOf = (input: unknown) => {
  const result = paymentInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('paymentInputSchema', () => {
  it('hands the provider the digits and the expiry as month and full year', () => {
    const expiry = expiryIn(14);
    expect(paymentInputSchema.parse({ ...validCard(), expiry })).toEqual({
      cardNumber: '4242424242424242',
      expiry: { month: Number(expiry.slice(0, 2)), year: 2000 + Number(expiry.slice(3)) },
      cvc: '123',
      cardholderName: 'Ada Lovelace',
    });
  });

  it.each([
    ['grouped in fours', '4000 0000 0000 0002'],
    ['without spaces', '5555555555554444'],
    ['an American Express number (15 digits)', '3782 822463 10005'],
  ])('accepts a card number %s', (_case, cardNumber) => {
    expect(problemsOf({ ...validCard(), cardNumber })).toEqual({});
  });

  it.each([
    ['a wrong last digit (Luhn)', '4242 4242 4242 4241', 'invalid_card_number'],
    ['two neighbours swapped (Luhn)', '4242 4242 4242 2442', 'invalid_card_number'],
    ['dashes', '4242-4242-4242-4242', 'invalid_card_number'],
    ['letters', '4242 4242 4242 424O', 'invalid_card_number'],
    ['too few digits', '4242 4242 42', 'invalid_card_number'],
    [`more than ${PAYMENT_LIMITS.cardNumberMaxDigits} digits`, '4242 4242 4242 4242 4242', 'invalid_card_number'],
    ['nothing', '', 'required'],
    ['a number', 4242424242424242, 'Expected text'],
    ['a NUL', '4242\u00004242', 'control_characters'],
  ])('refuses a card number with %s', (_case, cardNumber, problem) => {
    expect(problemsOf({ ...validCard(), cardNumber })).toEqual({ cardNumber: problem });
  });

  it('takes a card that expires this month (valid through its last day), and refuses last month’s', () => {
    expect(problemsOf({ ...validCard(), expiry: expiryIn(0) })).toEqual({});
    expect(problemsOf({ ...validCard(), expiry: expiryIn(-1) })).toEqual({ expiry: 'card_expired' });
  });

  it.each([
    ['no month 13', '13/30', 'invalid_expiry'],
    ['no month 00', '00/30', 'invalid_expiry'],
    ['MM/YYYY', '07/2030', 'invalid_expiry'],
    ['a single-digit month', '7/30', 'invalid_expiry'],
    ['nothing', '', 'required'],
  ])('refuses an expiry with %s', (_case, expiry, problem) => {
    expect(problemsOf({ ...validCard(), expiry })).toEqual({ expiry: problem });
  });

  it(`refuses an expiry more than ${PAYMENT_LIMITS.maxExpiryYearsAhead} years ahead (a typo), and accepts spaces around the slash`, () => {
    expect(problemsOf({ ...validCard(), expiry: expiryIn(PAYMENT_LIMITS.maxExpiryYearsAhead * 12) })).toEqual({});
    expect(problemsOf({ ...validCard(), expiry: expiryIn(PAYMENT_LIMITS.maxExpiryYearsAhead * 12 + 1) })).toEqual({ expiry: 'invalid_expiry' });
    expect(problemsOf({ ...validCard(), expiry: expiryIn(3).replace('/', ' / ') })).toEqual({});
  });

  it.each([
    ['3 digits', '123', true],
    ['4 digits (American Express)', '1234', true],
    ['2 digits', '12', false],
    ['5 digits', '12345', false],
    ['a letter', '12a', false],
  ])('CVC of %s', (_case, cvc, valid) => {
    expect(problemsOf({ ...validCard(), cvc })).toEqual(valid ? {} : { cvc: 'invalid_cvc' });
  });

  it('needs the cardholder’s name, within its length, and refuses unknown fields', () => {
    expect(problemsOf({ ...validCard(), cardholderName: ' ' })).toEqual({ cardholderName: 'required' });
    expect(problemsOf({ ...validCard(), cardholderName: 'x'.repeat(PAYMENT_LIMITS.cardholderNameMaxLength + 1) })).toEqual({ cardholderName: 'too_long' });
    expect(problemsOf({ ...validCard(), amountCents: 1 })).toEqual({ _: expect.stringContaining('amountCents') });
  });

  it('never repeats the card number in a problem', () => {
    const result = paymentInputSchema.safeParse({ ...validCard(), cardNumber: '4242 4242 4242 4241' });
    expect(JSON.stringify(result.error)).not.toContain('4242');
  });
});

describe('expiryProblem', () => {
  const now = new Date('2030-01-31T23:30:00Z');
  it.each([
    ['01/30', null],
    ['12/29', 'card_expired'],
    ['02/30', null],
    ['01/50', null],
    ['02/50', 'invalid_expiry'],
  ])('on 31 January 2030 %s → %s', (expiry, problem) => {
    expect(expiryProblem(expiry, now)).toBe(problem);
  });
});
