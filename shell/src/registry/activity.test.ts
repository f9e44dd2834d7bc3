import type { Registry } from '@ama/contracts';
import { activityFor, isClaimed } from './activity';

const registry: Registry = {
  release: 'r1',
  remotes: [
    { name: 'mfe_catalog', manifestUrl: '/remotes/mfe-catalog/mf-manifest.json', version: '1', preload: [], routes: ['/', '/product/:sku', '/results'] },
    { name: 'mfe_club', manifestUrl: '/remotes/mfe-club/mf-manifest.json', version: '1', preload: [], routes: ['/club/terms', '/club/elite-:token'] },
    { name: 'mfe_content', manifestUrl: '/remotes/mfe-content/mf-manifest.json', version: '1', preload: [], routes: ['/guides', '/guides/*'] },
  ],
};
const at = (pathname: string) => ({ pathname });
const [catalog, club, content] = registry.remotes as [Registry['remotes'][0], Registry['remotes'][0], Registry['remotes'][0]];

describe('registry routes → single-spa activity functions', () => {
  it('activates the catalog on the home page of every locale', () => {
    for (const locale of ['en', 'it', 'es', 'de']) expect(activityFor(catalog)(at(`/${locale}`))).toBe(true);
  });

  it('matches a parameter segment but not a deeper path', () => {
    expect(activityFor(catalog)(at('/en/product/RNG-001'))).toBe(true);
    expect(activityFor(catalog)(at('/en/product'))).toBe(false);
    expect(activityFor(catalog)(at('/en/product/RNG-001/extra'))).toBe(false);
  });

  it('requires the fixed prefix of a prefixed parameter', () => {
    expect(activityFor(club)(at('/it/club/elite-9f8e7d6c5b4a'))).toBe(true);
    expect(activityFor(club)(at('/it/club/gold-9f8e7d6c5b4a'))).toBe(false);
  });

  it('lets a final wildcard claim every sub-page', () => {
    expect(activityFor(content)(at('/de/guides'))).toBe(true);
    expect(activityFor(content)(at('/de/guides/4c'))).toBe(true);
    expect(activityFor(content)(at('/de/guidesx'))).toBe(false);
  });

  it('claims nothing without a known locale prefix', () => {
    expect(isClaimed(registry, at('/fr/results'))).toBe(false);
    expect(isClaimed(registry, at('/results'))).toBe(false);
    expect(isClaimed(registry, at('/en/results'))).toBe(true);
  });

  it('routes a new pattern of a remote without any change in the shell', () => {
    const extended: Registry = {
      ...registry,
      remotes: registry.remotes.map((entry) => (entry.name === 'mfe_club' ? { ...entry, routes: [...entry.routes, '/club/benefits'] } : entry)),
    };
    expect(isClaimed(registry, at('/en/club/benefits'))).toBe(false);
    expect(isClaimed(extended, at('/en/club/benefits'))).toBe(true);
  });
});

test('the shell claims its own design-system catalogue under every locale', () => {
  const empty: Registry = { release: 'r', remotes: [] };
  expect(isClaimed(empty, { pathname: '/en/dev/ui' })).toBe(true);
  expect(isClaimed(empty, { pathname: '/de/dev/ui' })).toBe(true);
  expect(isClaimed(empty, { pathname: '/dev/ui' })).toBe(false);
});
