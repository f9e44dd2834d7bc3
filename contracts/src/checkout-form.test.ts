import { checkoutFormSchema, CHECKOUT_LIMITS, type CheckoutFormInput } from './checkout-form';
import { CHECKOUT_FIELD_PROBLEMS } from './checkout-problems';
import { fieldErrors } from './errors';

const milan = { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' };
const berlin = { country: 'DE', city: 'Berlin', address: 'Unter den Linden 1', zipCode: '10117' };

const validForm = (): CheckoutFormInput => ({
  contact: { email: 'ada@example.com', phone: '+39 347 123 4567', name: 'Ada', surname: 'Lovelace' },
  shipping: { ...milan },
  billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
  privacy: true,
  giftWrapping: false,
});

/** The form with `change` applied to a copy (path like 'shipping.zipCode'); undefined deletes. */
function withField(path: string, value: unknown, form: CheckoutFormInput = validForm()): unknown {
  const copy = structuredClone(form) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[keys.at(-1)!];
  else target[keys.at(-1)!] = value;
  return copy;
}

const problemsOf = (input: unknown) => {
  const result = checkoutFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('checkoutFormSchema', () => {
  it('accepts a complete form and hands it back normalised', () => {
    const parsed = checkoutFormSchema.parse({
      ...validForm(),
      contact: { email: ' ada@example.com ', phone: '347 123 4567', name: ' Ada ', surname: 'Lovelace' },
      shipping: { ...milan, country: 'it', province: 'mi', region: '' },
      billing: { sameAsShipping: true, fiscalCode: 'rss mra 85t10 a562s' },
      giftMessage: 'Buon compleanno,\r\ncon amore\r\n',
    });
    expect(parsed).toEqual({
      contact: { email: 'ada@example.com', phone: '+393471234567', name: 'Ada', surname: 'Lovelace' },
      shipping: { country: 'IT', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' },
      billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562S' },
      privacy: true,
      giftWrapping: false,
      giftMessage: 'Buon compleanno,\ncon amore',
    });
  });

  it('reports every problem of a form at once, each as a code the front end translates', () => {
    const problems = problemsOf({
      contact: { email: 'ada', phone: '12', name: '', surname: 'x'.repeat(81) },
      shipping: { country: 'IT', city: 'Milano', address: 'Via Roma 1', zipCode: '123' },
      billing: { sameAsShipping: true },
      privacy: false,
    });
    expect(problems).toEqual({
      'contact.email': 'invalid_email',
      'contact.phone': 'invalid_phone',
      'contact.name': 'required',
      'contact.surname': 'too_long',
      'shipping.zipCode': 'invalid_zip',
      'shipping.province': 'required',
      privacy: 'privacy_required',
    });
    for (const code of Object.values(problems)) expect(CHECKOUT_FIELD_PROBLEMS).toContain(code);
  });

  it('names every missing part of an empty body, and refuses what is not an object', () => {
    expect(problemsOf({})).toEqual({ contact: 'required', shipping: 'required', billing: 'required', privacy: 'privacy_required' });
    expect(problemsOf([])).toEqual({ _: 'Expected a JSON object' });
  });

  it('refuses unknown fields, at the top and inside a part', () => {
    expect(problemsOf({ ...validForm(), totalCents: 1 })).toEqual({ _: expect.stringContaining('totalCents') });
    expect(problemsOf(withField('shipping.street', 'x'))).toEqual({ shipping: expect.stringContaining('street') });
  });

  describe('contact', () => {
    it.each([
      ['email', undefined, 'required'],
      ['email', '   ', 'required'],
      ['email', 'ada.example.com', 'invalid_email'],
      ['email', 'ada@example', 'invalid_email'],
      ['email', `${'a'.repeat(250)}@example.com`, 'too_long'],
      ['name', '', 'required'],
      ['name', 'x'.repeat(CHECKOUT_LIMITS.nameMaxLength + 1), 'too_long'],
      ['surname', undefined, 'required'],
      ['name', 'A\u0000B', 'control_characters'],
      ['surname', 'Love\nlace', 'control_characters'],
      ['phone', '', 'required'],
      ['phone', '1'.repeat(CHECKOUT_LIMITS.phoneMaxLength + 1), 'too_long'],
    ])('%s %j → %s', (field, value, problem) => {
      expect(problemsOf(withField(`contact.${field}`, value))).toEqual({ [`contact.${field}`]: problem });
    });
  });

  describe('phone', () => {
    const phoneOf = (phone: string, shipping: object = milan) => {
      const result = checkoutFormSchema.safeParse({ ...(withField('contact.phone', phone) as object), shipping });
      return result.success ? result.data.contact.phone : fieldErrors(result.error.issues)['contact.phone'];
    };

    it.each([
      ['an Italian mobile without prefix, shipped to Italy', '347 123 4567', milan, '+393471234567'],
      ['an Italian landline with its leading 0', '02 1234 5678', milan, '+390212345678'],
      ['an international number, shipped elsewhere', '+44 20 7946 0018', milan, '+442079460018'],
      ['the 00 international prefix', '0039 347 1234567', milan, '+393471234567'],
      ['dashes, dots and brackets', '(030) 123-456.78', berlin, '+493012345678'],
      ['a US number, shipped to the US', '(201) 555-0123', { country: 'US', region: 'NJ', city: 'Newark', address: '1 Main St', zipCode: '07102' }, '+12015550123'],
      ['an extension', '02 1234 5678 ext. 12', milan, '+390212345678 ext. 12'],
    ])('normalises %s to E.164', (_case, phone, shipping, expected) => {
      expect(phoneOf(phone, shipping)).toBe(expected);
    });

    it.each([
      ['too few digits', '347 12'],
      ['too many digits', '347 123 4567 8901'],
      ['a number of no country (+1 999…)', '+1 999 555 0123'],
      ['letters', '347 CALL ME'],
      ['a sentence around the number', 'call +39 347 1234567'],
      ['a US number without its country, shipped to Italy', '(201) 555-0123'],
    ])('refuses %s', (_case, phone) => {
      expect(phoneOf(phone)).toBe('invalid_phone');
    });
  });

  describe('shipping address', () => {
    it.each([
      ['IT', '20121', 'MI'],
      ['DE', '10117', undefined],
      ['US', '90210', undefined],
      ['US', '90210-1234', undefined],
      ['GB', 'SW1A 1AA', undefined],
      ['GB', 'sw1a1aa', undefined],
      ['FR', '75008', undefined],
      ['ES', '28001', undefined],
    ])('accepts a %s postal code %s', (country, zipCode, province) => {
      const result = checkoutFormSchema.safeParse(withField('shipping', { country, city: 'City', address: 'Street 1', zipCode, province }));
      expect(result.success && result.data.shipping.zipCode).toBe(zipCode.toUpperCase());
    });

    it.each([
      ['IT', '2012'],
      ['IT', '201211'],
      ['IT', 'AB123'],
      ['DE', '1011'],
      ['DE', '101170'],
      ['US', '9021'],
      ['US', '90210-12'],
      ['GB', 'SW1A 1A'],
      ['GB', '12345'],
      ['ES', '99001'],
    ])('refuses a %s postal code %s', (country, zipCode) => {
      const problems = problemsOf(withField('shipping', { country, city: 'City', address: 'Street 1', zipCode, province: 'MI' }));
      expect(problems['shipping.zipCode']).toBe('invalid_zip');
    });

    it('requires a postal code where the country has them, and not where it has none (Hong Kong)', () => {
      expect(problemsOf(withField('shipping.zipCode', ''))).toEqual({ 'shipping.zipCode': 'required' });
      expect(problemsOf(withField('shipping', { country: 'HK', city: 'Hong Kong', address: '1 Queen’s Road', zipCode: '' }))).toEqual({});
      expect(problemsOf(withField('shipping', { country: 'HK', city: 'Hong Kong', address: '1 Queen’s Road', zipCode: '<b>' }))).toEqual({ 'shipping.zipCode': 'invalid_zip' });
    });

    it.each([
      ['an unknown code', 'ZZ', 'unknown_country'],
      ['a name instead of a code', 'Italy', 'unknown_country'],
      ['UK (not ISO: GB)', 'UK', 'unknown_country'],
      ['nothing', '', 'required'],
    ])('refuses %s as the country', (_case, country, problem) => {
      expect(problemsOf(withField('shipping.country', country))['shipping.country']).toBe(problem);
    });

    it('asks an Italian address for its province as a two-letter sigla, upper-cased', () => {
      expect(problemsOf(withField('shipping.province', undefined))).toEqual({ 'shipping.province': 'required' });
      expect(problemsOf(withField('shipping.province', 'Milano'))).toEqual({ 'shipping.province': 'invalid_province' });
      expect(checkoutFormSchema.parse(withField('shipping.province', 'mi')).shipping.province).toBe('MI');
      // Elsewhere the province is free text, and optional.
      expect(problemsOf({ ...validForm(), shipping: { ...berlin, province: 'Berlin-Mitte' }, billing: { sameAsShipping: true } })).toEqual({});
    });

    it.each([
      ['city', '', 'required'],
      ['city', 'c'.repeat(CHECKOUT_LIMITS.cityMaxLength + 1), 'too_long'],
      ['address', '', 'required'],
      ['address', 'Via\u0007Roma', 'control_characters'],
      ['region', 'r'.repeat(CHECKOUT_LIMITS.regionMaxLength + 1), 'too_long'],
      ['zipCode', '1'.repeat(CHECKOUT_LIMITS.zipCodeMaxLength + 1), 'too_long'],
    ])('%s %j → %s', (field, value, problem) => {
      expect(problemsOf(withField(`shipping.${field}`, value))).toEqual({ [`shipping.${field}`]: problem });
    });
  });

  describe('billing', () => {
    it('takes an address of its own, checked like the shipping address', () => {
      const form = { ...validForm(), shipping: berlin, billing: { sameAsShipping: false, address: { ...milan, zipCode: '2012' }, fiscalCode: 'RSSMRA85T10A562S' } };
      expect(problemsOf(form)).toEqual({ 'billing.address.zipCode': 'invalid_zip' });
      expect(problemsOf({ ...form, billing: { sameAsShipping: false } })).toEqual({ 'billing.address': 'required' });
      expect(problemsOf({ ...form, billing: {} })).toEqual({ 'billing.sameAsShipping': 'required' });
    });

    it.each([
      ['shipping and billing in Italy', { ...validForm(), billing: { sameAsShipping: true } }],
      ['billing in Italy, shipping to Germany', { ...validForm(), shipping: berlin, billing: { sameAsShipping: false, address: milan } }],
      ['an empty field, billing in Italy', { ...validForm(), billing: { sameAsShipping: true, fiscalCode: ' ' } }],
    ])('does not require it of a private buyer for %s (no invoice is owed)', (_case, form) => {
      expect(problemsOf(form)).toEqual({});
    });

    it('checks one given for an Italian invoice', () => {
      expect(problemsOf({ ...validForm(), billing: { sameAsShipping: true, fiscalCode: 'RSSMRA85T10A562T' } })).toEqual({ 'billing.fiscalCode': 'invalid_fiscal_code' });
    });

    it.each([
      ['billing in Germany', { ...validForm(), shipping: berlin, billing: { sameAsShipping: true } }],
      ['shipping to Italy, billing in Germany', { ...validForm(), billing: { sameAsShipping: false, address: berlin } }],
      ['an empty field, billing in Germany', { ...validForm(), shipping: berlin, billing: { sameAsShipping: true, fiscalCode: '' } }],
    ])('does not require it for %s', (_case, form) => {
      expect(problemsOf(form)).toEqual({});
    });

    it.each([
      ['a person’s code', 'RSSMRA85T10A562S', true],
      ['an omocode', 'RSSMRA85T10A56NH', true],
      ['a company’s 11 digits', '12345678903', true],
      ['a wrong check letter', 'RSSMRA85T10A562T', false],
      ['a wrong check digit', '12345678904', false],
      ['a foreign tax id', 'DE123456789', false],
    ])('checks an Italian fiscal code: %s', (_case, fiscalCode, valid) => {
      expect(problemsOf(withField('billing.fiscalCode', fiscalCode))).toEqual(valid ? {} : { 'billing.fiscalCode': 'invalid_fiscal_code' });
    });

    it('keeps a foreign tax id as given, within its length', () => {
      const form = { ...validForm(), shipping: berlin, billing: { sameAsShipping: true, fiscalCode: 'de 123 456 789' } };
      expect(checkoutFormSchema.parse(form).billing.fiscalCode).toBe('DE123456789');
      expect(problemsOf({ ...form, billing: { sameAsShipping: true, fiscalCode: 'X'.repeat(CHECKOUT_LIMITS.fiscalCodeMaxLength + 1) } })).toEqual({
        'billing.fiscalCode': 'too_long',
      });
    });
  });

  describe('privacy and gift', () => {
    it.each([false, 'true', undefined, 1])('requires the privacy box ticked (true), not %j', (privacy) => {
      expect(problemsOf(withField('privacy', privacy))).toEqual({ privacy: 'privacy_required' });
    });

    it('wraps as a gift only when asked, and takes no text where a flag belongs', () => {
      expect(checkoutFormSchema.parse(withField('giftWrapping', undefined)).giftWrapping).toBe(false);
      expect(checkoutFormSchema.parse(withField('giftWrapping', true)).giftWrapping).toBe(true);
      expect(problemsOf(withField('giftWrapping', 'yes'))).toEqual({ giftWrapping: expect.any(String) });
    });

    it(`takes a gift message of up to ${CHECKOUT_LIMITS.giftMessageMaxLength} characters over several lines, each emoji one character`, () => {
      const longest = `${'♥'.repeat(CHECKOUT_LIMITS.giftMessageMaxLength - 4)}\n💍\t!`;
      expect(Array.from(longest)).toHaveLength(CHECKOUT_LIMITS.giftMessageMaxLength);
      expect(checkoutFormSchema.parse(withField('giftMessage', longest)).giftMessage).toBe(longest);
      expect(problemsOf(withField('giftMessage', `${longest}x`))).toEqual({ giftMessage: 'too_long' });
    });

    it('counts a Windows line break as one character', () => {
      const fits = `${'a'.repeat(CHECKOUT_LIMITS.giftMessageMaxLength - 2)}\r\nb`;
      expect(checkoutFormSchema.parse(withField('giftMessage', fits)).giftMessage).toHaveLength(CHECKOUT_LIMITS.giftMessageMaxLength);
      expect(problemsOf(withField('giftMessage', `a${fits}`))).toEqual({ giftMessage: 'too_long' });
    });

    it.each([
      ['NUL', 'Auguri\u0000'],
      ['escape', 'Auguri \u001B[31m'],
      ['DEL', 'Auguri\u007F!'],
      ['form feed', 'Auguri\u000Ctanti'],
    ])('refuses a gift message holding %s', (_case, giftMessage) => {
      expect(problemsOf(withField('giftMessage', giftMessage))).toEqual({ giftMessage: 'control_characters' });
    });

    it('keeps markup as the text it is (the e-mail escapes it), and an empty message is none', () => {
      expect(checkoutFormSchema.parse(withField('giftMessage', '<b>Ti amo</b>')).giftMessage).toBe('<b>Ti amo</b>');
      expect(checkoutFormSchema.parse(withField('giftMessage', '  ')).giftMessage).toBeUndefined();
      expect(problemsOf(withField('giftMessage', 42))).toEqual({ giftMessage: 'Expected text' });
    });
  });
});
