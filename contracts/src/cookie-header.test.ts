import { cookieFromHeader } from './cookie-header';

describe('cookieFromHeader', () => {
  it.each([
    ['a lone cookie', 'name=value', 'value'],
    ['one among others', 'a=1; name=value; b=2', 'value'],
    ['without the space after ;', 'a=1;name=value;b=2', 'value'],
    ['spaces and tabs around the name and the value', ' \tname = value\t ', 'value'],
    ['a value holding =', 'name=v=1&analytics=1', 'v=1&analytics=1'],
  ])('reads %s', (_case, header, expected) => {
    expect(cookieFromHeader(header, 'name')).toBe(expected);
  });

  it.each([
    ['no header', undefined],
    ['a null header', null],
    ['an empty header', ''],
    ['only other cookies', 'a=1; b=2'],
    ['a longer name ending with it', 'myname=value'],
    ['a longer name starting with it', 'names=value'],
    ['another case', 'Name=value'],
    ['the name without =', 'name'],
    ['an empty value', 'name='],
    ['a value of spaces', 'name=   '],
  ])('reads %s as no cookie', (_case, header) => {
    expect(cookieFromHeader(header, 'name')).toBeNull();
  });

  it('skips a bare name (a nameless value to a browser) and reads the pair after it', () => {
    expect(cookieFromHeader('name; name=value', 'name')).toBe('value');
  });

  it('lets the first of duplicated names decide, even an empty one', () => {
    expect(cookieFromHeader('name=first; name=second', 'name')).toBe('first');
    expect(cookieFromHeader('name=; name=second', 'name')).toBeNull();
  });

  it('keeps the value as sent: neither quotes removed nor percent-encoding decoded', () => {
    expect(cookieFromHeader('name="value"', 'name')).toBe('"value"');
    expect(cookieFromHeader('name=%65n', 'name')).toBe('%65n');
    expect(cookieFromHeader('name=%E0%A4%A', 'name')).toBe('%E0%A4%A');
  });

  describe('asked to decode', () => {
    const decoded = (header: string) => cookieFromHeader(header, 'name', { decode: true });

    it('percent-decodes the value, and leaves a plain one as it is', () => {
      expect(decoded('name=v%3D1%26analytics%3D1')).toBe('v=1&analytics=1');
      expect(decoded('name=caf%C3%A9')).toBe('café');
      expect(decoded('name=plain')).toBe('plain');
    });

    it.each(['name=%E0%A4%A', 'name=%', 'name=%zz', 'name=%C3'])('reads malformed encoding (%j) as no cookie', (header) => {
      expect(decoded(header)).toBeNull();
    });

    it('still lets the first of duplicates decide when it is malformed', () => {
      expect(decoded('name=%E0%A4%A; name=good')).toBeNull();
    });
  });
});
