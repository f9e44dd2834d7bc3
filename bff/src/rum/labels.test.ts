import type { RumEvent } from '@ama/contracts/rum';
import { KNOWN, owner } from './__tests__/rum-harness';
import { RumLabels } from './labels';

const pageView = (overrides: Partial<RumEvent> = {}) => ({ kind: 'page-view', ...owner, ...overrides }) as RumEvent;

describe('the labels of the real-user series', () => {
  it("takes remote names and page types from the registry, the shell's own and `(none)`; anything else is `other`", () => {
    const labels = new RumLabels({ registry: () => KNOWN });
    expect(labels.of(pageView())).toEqual({ remote: 'mfe_catalog', release: owner.release, page_type: '/product/:sku', side: 'live' });
    expect(labels.remote('shell')).toBe('shell');
    expect(labels.remote('mfe_events')).toBe('other');
    expect(labels.pageType('/dev/ui')).toBe('/dev/ui');
    expect(labels.pageType('(none)')).toBe('(none)');
    // A concrete path is no page type: a token in it would become a label.
    expect(labels.pageType('/club/elite-3f9a2c1b7e0d44')).toBe('other');
    expect(labels.of(pageView({ remote: 'mfe_nobody' }))).toMatchObject({ remote: 'other', release: 'other' });
  });

  it('reads the registry again when it changes (a remote released with a new route)', () => {
    let registry = KNOWN;
    const labels = new RumLabels({ registry: () => registry });
    expect(labels.pageType('/wishlist')).toBe('other');
    registry = { remotes: [...KNOWN.remotes, { name: 'mfe_catalog', routes: ['/wishlist'] }] };
    expect(labels.pageType('/wishlist')).toBe('/wishlist');
  });

  it('keeps the latest releases of each remote, most recently seen, and names the one it drops', () => {
    const dropped: string[] = [];
    const labels = new RumLabels({ registry: () => KNOWN, releasesPerRemote: 2, onReleaseDropped: (remote, release) => dropped.push(`${remote} ${release}`) });
    expect(labels.release('mfe_catalog', '1.0.0')).toBe('1.0.0');
    labels.release('mfe_catalog', '2.0.0');
    // 1.0.0 seen again: now 2.0.0 is the least recent.
    labels.release('mfe_catalog', '1.0.0');
    labels.release('mfe_catalog', '3.0.0');
    labels.release('mfe_club', '9.0.0');
    expect(dropped).toEqual(['mfe_catalog 2.0.0']);
    expect(labels.release('other', '1.0.0')).toBe('other');
  });
});
