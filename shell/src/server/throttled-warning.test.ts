/** @jest-environment node */
import { throttledWarning } from './throttled-warning';

test('the same warning is written once per interval, then again with how many were held back', () => {
  let now = 0;
  const written = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const warn = throttledWarning(() => now);
  for (let i = 0; i < 5; i += 1) warn('catalog over budget', 'catalogue over budget');
  warn('content over budget', 'content over budget');
  now = 30_000;
  warn('catalog over budget', 'catalogue over budget');
  expect(written.mock.calls.map(([line]) => line)).toEqual(['catalogue over budget', 'content over budget', 'catalogue over budget (4 more since the last report)']);
  written.mockRestore();
});
