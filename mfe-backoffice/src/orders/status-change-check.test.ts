import { checkStatusChange } from './status-change-check';

const values = { status: '', carrier: '', trackingNumber: '', note: '' } as const;

test('a status must be chosen', () => {
  expect(checkStatusChange(values)).toEqual({ ok: false, problems: { status: 'required' } });
});

test('shipping needs its carrier and tracking number', () => {
  expect(checkStatusChange({ ...values, status: 'shipped', carrier: '  ' })).toEqual({ ok: false, problems: { carrier: 'required', trackingNumber: 'required' } });
  expect(checkStatusChange({ ...values, status: 'shipped', carrier: ' BRT ', trackingNumber: '0123' })).toEqual({
    ok: true,
    value: { status: 'shipped', carrier: 'BRT', trackingNumber: '0123' },
  });
});

test('another status sends neither carrier nor tracking number, and a note only when there is one', () => {
  expect(checkStatusChange({ ...values, status: 'in_production', carrier: 'BRT' })).toEqual({ ok: true, value: { status: 'in_production' } });
  expect(checkStatusChange({ ...values, status: 'cancelled', note: 'Asked by phone' })).toEqual({ ok: true, value: { status: 'cancelled', note: 'Asked by phone' } });
  expect(checkStatusChange({ ...values, status: 'cancelled', note: 'x'.repeat(501) })).toEqual({ ok: false, problems: { note: 'too_long' } });
});
