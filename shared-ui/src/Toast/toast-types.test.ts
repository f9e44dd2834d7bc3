import { TOAST_TIMEOUT_MS, toastTimeout } from './toast-types';

describe('toastTimeout', () => {
  it('uses the spec defaults: 2 s, 10 s for warning and denied, 20 s for danger', () => {
    expect(TOAST_TIMEOUT_MS).toEqual({ success: 2000, info: 2000, warning: 10000, denied: 10000, danger: 20000 });
    expect(toastTimeout({ type: 'danger' })).toBe(20000);
  });

  it('lets a toast override its type default', () => {
    expect(toastTimeout({ type: 'info', timeoutMs: 5000 })).toBe(5000);
  });

  it('treats 0 as "stay until closed"', () => {
    expect(toastTimeout({ type: 'success', timeoutMs: 0 })).toBe(Infinity);
  });
});
