import { PAGE_DATA_IDS } from './index';
import { RUM_LIMITS, rumBatchSchema, rumErrorName, rumEventSchema, rumSideOf, type RumEvent } from './rum';

const owner = { remote: 'mfe_catalog', release: '1.4.0-3f9a2c1b7e0d', pageType: '/product/:sku', side: 'live' } as const;
const valid = (event: Record<string, unknown>) => rumEventSchema.safeParse(event).success;

describe('the beacon of real-user signals', () => {
  it('takes each kind of event with its owner', () => {
    const events: RumEvent[] = [
      { kind: 'LCP', value: 1_840.5, ...owner },
      { kind: 'INP', value: 96, ...owner },
      { kind: 'CLS', value: 0.0123, ...owner },
      { kind: 'TTFB', value: 0, ...owner },
      { kind: 'page-view', ...owner, remote: 'shell', pageType: '(none)', release: '3f9a2c1b7e0d' },
      { kind: 'error', name: 'ChunkLoadError', ...owner, side: 'canary' },
      { kind: 'remote-load-failure', ...owner, pageType: '/', side: 'preview' },
      { kind: 'fallback', ...owner, pageType: '/club/elite-:token' },
    ];
    expect(rumBatchSchema.parse({ events })).toEqual({ events });
  });

  it('bounds the batch: 1 to RUM_LIMITS.maxEvents events, nothing beside them', () => {
    const pageView = { kind: 'page-view', ...owner };
    expect(rumBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(rumBatchSchema.safeParse({ events: Array.from({ length: RUM_LIMITS.maxEvents }, () => pageView) }).success).toBe(true);
    expect(rumBatchSchema.safeParse({ events: Array.from({ length: RUM_LIMITS.maxEvents + 1 }, () => pageView) }).success).toBe(false);
    expect(rumBatchSchema.safeParse({ events: [pageView], visitor: 'abc' }).success).toBe(false);
  });

  it('carries no URL, text or visitor: a route pattern, an identifier for an error, nothing unknown', () => {
    const pageView = { kind: 'page-view', ...owner };
    expect(valid({ ...pageView, url: '/en/product/GA-1' })).toBe(false);
    expect(valid({ ...pageView, pageType: 'https://shop.example/en/product/GA-1' })).toBe(false);
    expect(valid({ ...pageView, pageType: '/results?q=ring' })).toBe(false);
    expect(valid({ ...pageView, pageType: '/en/cart#ada@example.com' })).toBe(false);
    expect(valid({ ...pageView, pageType: `/${'a'.repeat(RUM_LIMITS.pageTypeMaxLength)}` })).toBe(false);
    expect(valid({ kind: 'error', ...owner, name: 'TypeError: x is undefined' })).toBe(false);
    expect(valid({ kind: 'error', ...owner, name: 'ada@example.com' })).toBe(false);
    expect(valid({ kind: 'error', ...owner, name: 'TypeError', message: 'x is undefined' })).toBe(false);
    expect(valid({ kind: 'error', ...owner })).toBe(false);
  });

  it('bounds every number and name', () => {
    expect(valid({ kind: 'LCP', value: RUM_LIMITS.maxMilliseconds, ...owner })).toBe(true);
    expect(valid({ kind: 'LCP', value: RUM_LIMITS.maxMilliseconds + 1, ...owner })).toBe(false);
    expect(valid({ kind: 'CLS', value: RUM_LIMITS.maxLayoutShift + 1, ...owner })).toBe(false);
    expect(valid({ kind: 'INP', value: -1, ...owner })).toBe(false);
    expect(valid({ kind: 'INP', value: Number.NaN, ...owner })).toBe(false);
    expect(valid({ kind: 'INP', value: '96', ...owner })).toBe(false);
    expect(valid({ kind: 'FID', value: 3, ...owner })).toBe(false);
    expect(valid({ kind: 'page-view', ...owner, remote: 'MFE Catalog' })).toBe(false);
    expect(valid({ kind: 'page-view', ...owner, release: '../../etc/passwd' })).toBe(false);
    expect(valid({ kind: 'page-view', ...owner, release: '1'.repeat(RUM_LIMITS.releaseMaxLength + 1) })).toBe(false);
    expect(valid({ kind: 'page-view', ...owner, side: 'staging' })).toBe(false);
  });

  it("names an error by its own name only when that is a plain identifier, and reads a registry's side defensively", () => {
    expect(rumErrorName(new TypeError('secret'))).toBe('TypeError');
    expect(rumErrorName({ name: 'Error: ada@example.com' })).toBe('Error');
    expect(rumErrorName('a string')).toBe('Error');
    expect(rumErrorName(undefined, 'UnhandledRejection')).toBe('UnhandledRejection');
    expect([rumSideOf('canary'), rumSideOf('preview'), rumSideOf(undefined), rumSideOf('CANARY'), rumSideOf({})]).toEqual(['canary', 'preview', 'live', 'live', 'live']);
    // The page's settings element the shell reads the sample rate from.
    expect(PAGE_DATA_IDS.settings).toBe('ama-settings');
  });
});
