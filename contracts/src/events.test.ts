import { eventCancellationSchema, eventRegistrationSchema, registrationSeats, showsSeatsLeft, type EventRegistrationInput } from './events';
import { fieldErrors } from './errors';

const valid: EventRegistrationInput = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '02 1234 5678',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  companions: [{ name: 'Charles Babbage' }],
  presence: 'yes',
  conditions: true,
  privacy: true,
};

const problems = (input: unknown) => {
  const parsed = eventRegistrationSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('event registration schema', () => {
  it('trims names and writes an Italian number without prefix in E.164', () => {
    const parsed = eventRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: 'Ada', phone: '+390212345678' });
    expect(eventRegistrationSchema.parse({ ...valid, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
  });

  it('names each problem by its field', () => {
    expect(problems({ ...valid, firstName: '', phone: '123', email: 'x', presence: undefined, conditions: false, privacy: false })).toEqual({
      firstName: 'required',
      phone: 'invalid_phone',
      email: 'invalid_email',
      presence: 'presence_required',
      conditions: 'conditions_required',
      privacy: 'privacy_required',
    });
    expect(problems({ ...valid, companions: [{ name: 'A' }, { name: '' }] })).toEqual({ 'companions.1.name': 'required' });
    expect(problems({ ...valid, companions: Array.from({ length: 5 }, () => ({ name: 'A' })) })).toEqual({ companions: 'too_many_companions' });
    expect(problems({ ...valid, presence: 'no' })).toEqual({ companions: 'companions_when_absent' });
    expect(problems({ ...valid, extra: true })).toEqual({ _: 'Unknown field(s): extra' });
  });

  it('counts seats: the guest and each companion when present, none when not coming', () => {
    expect(registrationSeats({ presence: 'yes', companions: [{ name: 'A' }, { name: 'B' }] })).toBe(3);
    expect(registrationSeats({ presence: 'no', companions: [] })).toBe(0);
  });

  it('shows the number of seats only when few are left on an open event', () => {
    expect(showsSeatsLeft({ state: 'open', seatsLeft: 3 })).toBe(true);
    expect(showsSeatsLeft({ state: 'open', seatsLeft: 150 })).toBe(false);
    expect(showsSeatsLeft({ state: 'sold_out', seatsLeft: 0 })).toBe(false);
  });

  it('takes only 43-character base64url cancellation tokens', () => {
    expect(eventCancellationSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, 42]) expect(eventCancellationSchema.safeParse({ token }).success).toBe(false);
  });
});
