import { checkNewCode } from './new-code-check';
import type { NewCodeValues } from './new-code-fields';

const values = (changes: Partial<NewCodeValues> = {}): NewCodeValues => ({
  code: 'SUMMER10',
  kind: 'percent',
  percent: '10',
  amountCents: '',
  usage: 'unlimited',
  validFrom: '',
  validUntil: '',
  minimumSubtotalCents: '',
  ...changes,
});

test('a percentage code is sent with its percentage only, and nothing left empty', () => {
  expect(checkNewCode(values({ amountCents: '50' }))).toEqual({ ok: true, value: { code: 'SUMMER10', kind: 'percent', percent: 10, usage: 'unlimited' } });
});

test('a fixed amount and a minimum typed in euros are sent in cents, with the days', () => {
  expect(
    checkNewCode(
      values({ kind: 'fixed', amountCents: '50,00', percent: '10', usage: 'once_per_email', validFrom: '2026-12-01', validUntil: '2026-12-31', minimumSubtotalCents: '300' }),
    ),
  ).toEqual({
    ok: true,
    value: { code: 'SUMMER10', kind: 'fixed', amountCents: 5_000, usage: 'once_per_email', validFrom: '2026-12-01', validUntil: '2026-12-31', minimumSubtotalCents: 30_000 },
  });
});

test("the contract's problems and a figure that is not one, each at its field", () => {
  expect(checkNewCode(values({ code: 'x!', percent: '150' }))).toEqual({ ok: false, problems: { code: 'too_short', percent: 'too_large' } });
  expect(checkNewCode(values({ percent: '' }))).toEqual({ ok: false, problems: { percent: 'required' } });
  expect(checkNewCode(values({ percent: '12.5' }))).toEqual({ ok: false, problems: { percent: 'not_whole_number' } });
  expect(checkNewCode(values({ kind: 'fixed', amountCents: 'ten' }))).toEqual({ ok: false, problems: { amountCents: 'invalid_amount' } });
  expect(checkNewCode(values({ validFrom: '2026-12-31', validUntil: '2026-12-01' }))).toEqual({ ok: false, problems: { validUntil: 'before_start' } });
});
