import { fieldErrors } from './errors';
import { newsletterSubscriptionSchema, todayIsoDate } from './newsletter';

const valid = { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: 'ada@example.com', privacy: true };
const problems = (input: unknown) => {
  const parsed = newsletterSubscriptionSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('newsletterSubscriptionSchema', () => {
  it('trims the text it accepts', () => {
    expect(newsletterSubscriptionSchema.parse({ ...valid, name: ' Ada ', email: ' Ada@Example.com ' })).toEqual({ ...valid, email: 'Ada@Example.com' });
  });

  it('reports one problem code per field, "required" first', () => {
    expect(problems({ name: ' ', surname: 'x', dateOfBirth: '', email: '', privacy: false })).toEqual({
      name: 'required',
      dateOfBirth: 'required',
      email: 'required',
      privacy: 'privacy_required',
    });
  });

  it('accepts 29 February only in leap years, and 1 January 1900 as the earliest birth date', () => {
    expect(problems({ ...valid, dateOfBirth: '2000-02-29' })).toEqual({});
    expect(problems({ ...valid, dateOfBirth: '2001-02-29' })).toEqual({ dateOfBirth: 'invalid_date' });
    expect(problems({ ...valid, dateOfBirth: '1900-01-01' })).toEqual({});
  });

  it('wants a birth date before today (UTC), read when validating', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    try {
      expect(todayIsoDate()).toBe('2026-03-10');
      expect(problems({ ...valid, dateOfBirth: '2026-03-09' })).toEqual({});
      expect(problems({ ...valid, dateOfBirth: '2026-03-10' })).toEqual({ dateOfBirth: 'date_not_in_past' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses unknown keys and non-text values', () => {
    expect(problems({ ...valid, discountPercent: 50 })).toEqual({ _: 'Unknown field(s): discountPercent' });
    expect(problems({ ...valid, name: 42 })).toEqual({ name: 'Expected text' });
  });
});
