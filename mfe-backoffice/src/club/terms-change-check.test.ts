import { checkTermsChange } from './terms-change-check';
import type { TermsChangeValues } from './terms-change-fields';

/** A day `days` from now, in Italy's calendar as a date field would hold it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const values = (changes: Partial<TermsChangeValues> = {}): TermsChangeValues => ({
  version: ' 2027-01 ',
  summary: 'The seasonal codes become three a year.\n',
  effectiveFrom: daysAhead(40),
  ...changes,
});

test('a change 40 days ahead is sent as the schema reads it (trimmed)', () => {
  expect(checkTermsChange(values())).toEqual({ ok: true, value: { version: '2027-01', summary: 'The seasonal codes become three a year.', effectiveFrom: daysAhead(40) } });
});

test('a day under the 30 days of notice is refused at its field', () => {
  expect(checkTermsChange(values({ effectiveFrom: daysAhead(10) }))).toEqual({ ok: false, problems: { effectiveFrom: 'notice_too_short' } });
});

test("the schema's problems, each at its field; no day chosen is to fill in", () => {
  expect(checkTermsChange(values({ version: '', summary: '  ', effectiveFrom: '' }))).toEqual({
    ok: false,
    problems: { version: 'required', summary: 'required', effectiveFrom: 'required' },
  });
  expect(checkTermsChange(values({ version: 'v'.repeat(41), effectiveFrom: '2027-02-30' }))).toEqual({
    ok: false,
    problems: { version: 'too_long', effectiveFrom: 'invalid_date' },
  });
});
