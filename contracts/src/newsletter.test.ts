import { fieldErrors } from './errors';
import { devOutboxQuerySchema, NEWSLETTER_FIELD_PROBLEMS, newsletterSubscriptionSchema, todayIsoDate } from './newsletter';

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

  it.each(['name', 'surname', 'email', 'dateOfBirth'] as const)('refuses a NUL in %s with a code the form knows', (field) => {
    const found = problems({ ...valid, [field]: `${valid[field].slice(0, 3)}\u0000${valid[field].slice(3)}` });
    expect(found).toEqual({ [field]: 'control_characters' });
    expect(NEWSLETTER_FIELD_PROBLEMS).toContain(found[field]);
  });

  it('refuses control characters in the dev outbox recipient filter', () => {
    expect(devOutboxQuerySchema.safeParse({ to: 'ada\u0000@example.com' }).success).toBe(false);
  });

  it('refuses unknown keys and non-text values', () => {
    expect(problems({ ...valid, discountPercent: 50 })).toEqual({ _: 'Unknown field(s): discountPercent' });
    expect(problems({ ...valid, name: 42 })).toEqual({ name: 'Expected text' });
  });
});
