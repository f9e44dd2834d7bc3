import { passesLuhn } from './luhn';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '0', '18'])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4242424242424224', '1', '', '4242 4242 4242 4242', '42424242424242a2'])('refuses %j', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});
