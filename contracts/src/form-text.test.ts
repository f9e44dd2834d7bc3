import { checkoutFormSchema } from './checkout-form';
import { CHECKOUT_FIELD_PROBLEMS } from './checkout-problems';
import { CLUB_FIELD_PROBLEMS, clubSignUpSchema } from './club';
import { fieldErrors } from './errors';
import { NEWSLETTER_FIELD_PROBLEMS, newsletterSubscriptionSchema } from './newsletter';
import type { z } from 'zod';

/**
 * The characters the hostile probe put in names, the city and
 * the gift message, exactly as it sent them, through each form's own schema. Every field built on the
 * shared text schema must refuse them with the code its form translates.
 */
const PROBE = {
  'U+0085 (next line, C1)': '\u0085',
  'U+009B (control sequence introducer, C1)': '\u009B',
  'U+202E (right-to-left override)': '\u202E',
  'U+2028 (line separator)': '\u2028',
  'U+200B (zero-width space)': '\u200B',
  'U+200D (zero-width joiner)': '\u200D',
  'U+FEFF (zero-width no-break space)': '\uFEFF',
  'U+D800 (lone high surrogate)': '\uD800',
  'U+DC00 (lone low surrogate)': '\uDC00',
};
const probe = Object.entries(PROBE);

const problemsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

const checkout = () => ({
  contact: { email: 'ada@example.com', phone: '+39 347 123 4567', name: 'Ada', surname: 'Lovelace' },
  shipping: { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' },
  billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
  privacy: true,
  giftWrapping: false,
  giftMessage: 'Buon compleanno,\ncon amore',
});
const newsletter = () => ({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: 'ada@example.com', privacy: true });
const club = () => ({
  name: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phone: '02 1234 5678',
  country: 'IT',
  region: '03',
  city: 'Milano',
  zipCode: '20121',
  address: 'Via Montenapoleone 1',
  birthDate: '1990-05-17',
  privacy: true,
});

/** `form` with the probe character inside the word at `path` ('contact.name'). */
function spoil<T extends object>(form: T, path: string, char: string): T {
  const copy = structuredClone(form) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  const value = target[last] as string;
  target[last] = `${value.slice(0, 2)}${char}${value.slice(2)}`;
  return copy as T;
}

const FORMS = [
  { form: 'checkout', schema: checkoutFormSchema, valid: checkout, problems: CHECKOUT_FIELD_PROBLEMS, fields: ['contact.name', 'contact.surname', 'shipping.city', 'giftMessage'] },
  { form: 'newsletter', schema: newsletterSubscriptionSchema, valid: newsletter, problems: NEWSLETTER_FIELD_PROBLEMS, fields: ['name', 'surname'] },
  { form: 'club sign-up', schema: clubSignUpSchema, valid: club, problems: CLUB_FIELD_PROBLEMS, fields: ['name', 'lastname', 'city'] },
] as const;

describe.each(FORMS)('the $form form', ({ schema, valid, problems, fields }) => {
  it('accepts the valid form (the baseline of the refusals below)', () => {
    expect(problemsOf(schema, valid())).toEqual({});
  });

  describe.each(fields)('%s', (field) => {
    it.each(probe)('refuses %s inside the text with control_characters, a code the form translates', (_name, char) => {
      expect(problemsOf(schema, spoil(valid(), field, char))).toEqual({ [field]: 'control_characters' });
      expect(problems).toContain('control_characters');
    });
  });
});

describe('names', () => {
  it.each([' ', '\u00A0\u3000', '\t '])('still refuse whitespace only (%j) as required', (blank) => {
    expect(problemsOf(newsletterSubscriptionSchema, { ...newsletter(), name: blank })).toEqual({ name: 'required' });
    expect(problemsOf(clubSignUpSchema, { ...club(), lastname: blank })).toEqual({ lastname: 'required' });
    expect(problemsOf(checkoutFormSchema, { ...checkout(), contact: { ...checkout().contact, surname: blank } })).toEqual({ 'contact.surname': 'required' });
  });

  it('refuse a name made of an invisible Hangul filler alone', () => {
    expect(problemsOf(clubSignUpSchema, { ...club(), name: '\u3164' })).toEqual({ name: 'control_characters' });
  });

  it('are handed on in NFC, whichever way the accent was typed', () => {
    expect(clubSignUpSchema.parse({ ...club(), name: 'Jose\u0301' }).name).toBe('Jos\u00E9');
    expect(newsletterSubscriptionSchema.parse({ ...newsletter(), surname: 'Lo\u0308we' }).surname).toBe('L\u00F6we');
  });
});
