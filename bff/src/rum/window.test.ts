import type { RumEvent } from '@ama/contracts/rum';
import { owner } from './__tests__/rum-harness';
import { rumWindow, rumWindowCounts } from './routes';
import { RumWindow } from './window';

const START = Date.UTC(2026, 11, 1, 10, 0, 0);
const vital = (kind: 'INP' | 'LCP', value: number) => ({ kind, value, ...owner }) as RumEvent;
const signal = (kind: 'page-view' | 'remote-load-failure' | 'fallback') => ({ kind, ...owner }) as RumEvent;

describe('the sliding window of a remote and side', () => {
  it('counts page views, errors, load failures and fallbacks, and the p75 of INP and LCP', () => {
    const window = new RumWindow({ now: () => START });
    for (const value of [100, 200, 300, 400]) window.record(vital('INP', value), 'mfe_catalog', 'canary');
    window.record(vital('LCP', 1_800), 'mfe_catalog', 'canary');
    window.record(signal('page-view'), 'mfe_catalog', 'canary');
    window.record({ kind: 'error', name: 'TypeError', ...owner }, 'mfe_catalog', 'canary');
    window.record(signal('remote-load-failure'), 'mfe_catalog', 'canary');
    window.record(signal('fallback'), 'mfe_catalog', 'canary');
    window.record(signal('page-view'), 'mfe_catalog', 'live');
    window.recordServerPage('mfe_catalog', 'canary', 200, owner.release);
    window.recordServerPage('mfe_catalog', 'canary', 503, owner.release);
    expect(window.counts('mfe_catalog', 'canary')).toEqual({
      remote: 'mfe_catalog',
      side: 'canary',
      windowMs: 600_000,
      at: START,
      pageViews: 1,
      errors: 1,
      loadFailures: 1,
      fallbacks: 1,
      serverPages: 2,
      serverErrors: 1,
      p75InpMs: 300,
      p75LcpMs: 1_800,
      inpCount: 4,
      lcpCount: 1,
    });
    expect(window.counts('mfe_catalog', 'live')).toMatchObject({ pageViews: 1, p75InpMs: null, lcpCount: 0 });
    expect(window.counts('mfe_club', 'live')).toMatchObject({ pageViews: 0, errors: 0, p75LcpMs: null });
  });

  it('forgets what is older than the window, a slot (a minute) at a time', () => {
    let now = START;
    const window = new RumWindow({ now: () => now, windowMs: 5 * 60_000 });
    window.record(signal('page-view'), 'mfe_catalog', 'live');
    now += 3 * 60_000;
    window.record(signal('page-view'), 'mfe_catalog', 'live');
    expect(window.counts('mfe_catalog', 'live').pageViews).toBe(2);
    now += 2 * 60_000;
    expect(window.counts('mfe_catalog', 'live').pageViews).toBe(1);
    now += 3 * 60_000;
    expect(window.counts('mfe_catalog', 'live').pageViews).toBe(0);
  });

  it('weighs a busy minute by what it saw, though it keeps a sample of its values', () => {
    let now = START;
    const window = new RumWindow({ now: () => now });
    // A busy minute of fast interactions (more than a slot keeps), then a quiet one of slow ones.
    for (let index = 0; index < 1_000; index += 1) window.record(vital('INP', 80), 'mfe_catalog', 'live');
    now += 60_000;
    for (let index = 0; index < 10; index += 1) window.record(vital('INP', 900), 'mfe_catalog', 'live');
    expect(window.counts('mfe_catalog', 'live')).toMatchObject({ p75InpMs: 80, inpCount: 1_010 });
  });

  it("is the process's window that rumWindowCounts reads, unless given another", () => {
    const before = rumWindowCounts('mfe_events', 'preview').pageViews;
    rumWindow.record(signal('page-view'), 'mfe_events', 'preview');
    expect(rumWindowCounts('mfe_events', 'preview').pageViews).toBe(before + 1);
    expect(rumWindowCounts('mfe_events', 'preview', undefined, new RumWindow()).pageViews).toBe(0);
  });

  it("tells releases apart: a canary is judged on its own build's page views, not an earlier canary's", () => {
    const window = new RumWindow({ now: () => START });
    window.record({ ...signal('fallback'), release: '1.0.0-broken' } as RumEvent, 'mfe_catalog', 'canary');
    window.record({ ...signal('page-view'), release: '1.0.0-healthy' } as RumEvent, 'mfe_catalog', 'canary');
    expect(window.counts('mfe_catalog', 'canary', { release: '1.0.0-healthy' })).toMatchObject({ pageViews: 1, fallbacks: 0 });
    expect(window.counts('mfe_catalog', 'canary', { release: '1.0.0-broken' })).toMatchObject({ pageViews: 0, fallbacks: 1 });
    expect(window.counts('mfe_catalog', 'canary')).toMatchObject({ pageViews: 1, fallbacks: 1 });
  });
});
