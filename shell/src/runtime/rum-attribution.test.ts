import { ownerOfArea, ownerOfError, ownerOfPath, readPageRegistry } from './rum-attribution';

/** The registry as the server embeds it in a page (bff/src/web/html-page.ts), with the optional side. */
const REGISTRY = {
  release: '3f9a2c1b7e0d',
  side: 'canary',
  remotes: [
    {
      name: 'mfe_catalog',
      manifestUrl: '/remotes/mfe-catalog/mf-manifest.json',
      entry: '/remotes/mfe-catalog/remoteEntry.js',
      version: '1.4.0-3f9a2c1b7e0d',
      routes: ['/', '/results', '/product/:sku'],
      preload: [],
    },
    {
      name: 'mfe_events',
      manifestUrl: '/releases/mfe-events/2.0.0-abc/mf-manifest.json',
      version: '2.0.0-abc',
      routes: ['/events', '/events/:key', '/events/booking'],
      preload: [],
      side: 'live',
    },
    // What a reader must survive: a remote with a name it cannot use, one with no routes, a version that is no release.
    { name: 'Not A Name', version: '1', routes: ['/x'] },
    { name: 'mfe_club', version: '1.0/../..', routes: 'not a list' },
    42,
  ],
};

const page = (registry: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="ama-registry">${typeof registry === 'string' ? registry : JSON.stringify(registry)}</script>`;
  return readPageRegistry(document);
};

describe('the owner of what a page reports', () => {
  const registry = page(REGISTRY);

  it('is the remote whose route the path matches, with its release, the route pattern and the side', () => {
    expect(ownerOfPath(registry, '/en/product/GA-SOL-OV')).toEqual({ remote: 'mfe_catalog', release: '1.4.0-3f9a2c1b7e0d', pageType: '/product/:sku', side: 'canary' });
    expect(ownerOfPath(registry, '/it')).toMatchObject({ remote: 'mfe_catalog', pageType: '/' });
    // The fixed route wins over the parameter it also matches; a remote's own side wins over the page's.
    expect(ownerOfPath(registry, '/de/events/booking')).toEqual({ remote: 'mfe_events', release: '2.0.0-abc', pageType: '/events/booking', side: 'live' });
    expect(ownerOfPath(registry, '/de/events/summer-gala')).toMatchObject({ pageType: '/events/:key' });
  });

  it("is the shell for its own pages, a path no route claims and a path without a locale, with the registry's release", () => {
    expect(ownerOfPath(registry, '/en/dev/ui')).toEqual({ remote: 'shell', release: '3f9a2c1b7e0d', pageType: '/dev/ui', side: 'canary' });
    expect(ownerOfPath(registry, '/en/no/such/page')).toMatchObject({ remote: 'shell', pageType: '(none)' });
    expect(ownerOfPath(registry, '/xx/product/GA-1')).toMatchObject({ remote: 'shell', pageType: '(none)' });
  });

  it("names an area's remote (a fragment's too) on the page's type", () => {
    expect(ownerOfArea(registry, 'mfe_events/StoreLocatorTeaser', '/en/product/GA-1')).toEqual({
      remote: 'mfe_events',
      release: '2.0.0-abc',
      pageType: '/product/:sku',
      side: 'live',
    });
    expect(ownerOfArea(registry, 'registry', '/en/cart')).toMatchObject({ remote: 'shell', pageType: '(none)' });
  });

  it('gives an error to the remote whose file threw it, else to the page', () => {
    const origin = window.location.origin;
    expect(ownerOfError(registry, '/en/cart', `${origin}/remotes/mfe-catalog/431.a1b2c3.js`)).toMatchObject({ remote: 'mfe_catalog', pageType: '(none)' });
    expect(ownerOfError(registry, '/en/events', `${origin}/releases/mfe-events/2.0.0-abc/12.js`)).toMatchObject({ remote: 'mfe_events', pageType: '/events' });
    expect(ownerOfError(registry, '/en/results', `${origin}/shell/main.js`)).toMatchObject({ remote: 'mfe_catalog', pageType: '/results' });
    expect(ownerOfError(registry, '/en/results')).toMatchObject({ remote: 'mfe_catalog' });
  });

  it('reads what it can of a registry it does not trust, and a page without one', () => {
    expect(registry.remotes.map(({ name, release }) => `${name} ${release}`)).toEqual(['mfe_catalog 1.4.0-3f9a2c1b7e0d', 'mfe_events 2.0.0-abc', 'mfe_club unknown']);
    expect(ownerOfPath(registry, '/en/club')).toMatchObject({ remote: 'shell', pageType: '(none)' });
    const none = page('{');
    expect(none).toEqual({ release: 'unknown', side: 'live', remotes: [] });
    expect(ownerOfPath(page({ remotes: [], side: 'staging' }), '/en')).toEqual({ remote: 'shell', release: 'unknown', pageType: '(none)', side: 'live' });
  });
});
