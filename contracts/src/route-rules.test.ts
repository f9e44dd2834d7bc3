import { applyRouteRules, registrySchema, resolveRouteRules, type ResolvedRouteRule } from './index';

const resolved = (rules: unknown[]): ResolvedRouteRule[] => {
  const result = resolveRouteRules({ rules });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.rules;
};
const problemsOf = (rules: unknown): string[] => {
  const result = resolveRouteRules({ rules });
  return result.ok ? [] : result.problems;
};

describe('route rules: resolving the operator’s file', () => {
  it('applies a rule written once in every locale, keeping the locale, 301 by default', () => {
    const rules = resolved([{ from: '/collections/nyx', to: '/collections/gaia' }]);
    expect(applyRouteRules(rules, '/en/collections/nyx')).toEqual({ location: '/en/collections/gaia', status: 301 });
    expect(applyRouteRules(rules, '/it/collections/nyx')).toEqual({ location: '/it/collections/gaia', status: 301 });
    expect(applyRouteRules(rules, '/de/collections/nyx')).toEqual({ location: '/de/collections/gaia', status: 301 });
    expect(applyRouteRules(rules, '/en/collections/gaia')).toBeNull();
    expect(applyRouteRules(rules, '/collections/nyx')).toBeNull();
  });

  it('restricts a rule to its locales and keeps its status', () => {
    const rules = resolved([{ from: '/saldi', to: '/results?category=RINGS', status: 302, locales: ['it'] }]);
    expect(applyRouteRules(rules, '/it/saldi')).toEqual({ location: '/it/results?category=RINGS', status: 302 });
    expect(applyRouteRules(rules, '/en/saldi')).toBeNull();
  });

  it('merges the request’s query under the target’s: the target wins where both set a name', () => {
    const rules = resolved([{ from: '/summer', to: '/results?collection=GAIA' }]);
    expect(applyRouteRules(rules, '/en/summer', '?utm_source=mail&collection=NYX')?.location).toBe('/en/results?collection=GAIA&utm_source=mail');
    const plain = resolved([{ from: '/old', to: '/new' }]);
    expect(applyRouteRules(plain, '/es/old', '?page=2')?.location).toBe('/es/new?page=2');
  });

  it('follows a chain to its final target at load time: one redirect, temporary if any hop is', () => {
    const rules = resolved([
      { from: '/a', to: '/b?x=1' },
      { from: '/b', to: '/c', status: 302 },
      { from: '/c', to: '/d' },
    ]);
    expect(applyRouteRules(rules, '/en/a')).toEqual({ location: '/en/d?x=1', status: 302 });
    expect(applyRouteRules(rules, '/en/c')).toEqual({ location: '/en/d', status: 301 });
  });

  it('redirects to and from the home page of a locale', () => {
    const rules = resolved([{ from: '/shop', to: '/' }]);
    expect(applyRouteRules(rules, '/de/shop')).toEqual({ location: '/de', status: 301 });
  });

  it.each([
    ['https://evil.example/x', /absolute URL/],
    ['//evil.example/x', /leave the origin/],
    ['/\\evil.example', /leave the origin/],
    ['javascript:alert(1)', /absolute URL/],
    ['results', /must start with \//],
    ['/en/results', /starts with a locale/],
    ['/results#top', /fragment/],
    ['/results/', /no page path/],
  ])('refuses a target off the origin or malformed: %s', (to, message) => {
    const problems = problemsOf([{ from: '/old', to }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^rule 1 \(\/old\): /);
    expect(problems[0]).toMatch(message);
  });

  it('refuses loops, also through chains, one line per loop', () => {
    expect(problemsOf([{ from: '/a', to: '/a?x=1' }])).toEqual([expect.stringMatching(/rule 1 \(\/a\): redirects to itself/)]);
    const problems = problemsOf([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
      { from: '/entry', to: '/a' },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^loop: \/a → \/b → \/c → \/a \(in en, it, es, de\)/)]);
  });

  it('refuses a loop that exists in one locale only', () => {
    const problems = problemsOf([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a', locales: ['es'] },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^loop: .*\(in es\)/)]);
  });

  it('refuses duplicates, bad statuses, unknown locales and a locale in "from"', () => {
    const problems = problemsOf([
      { from: '/a', to: '/b' },
      { from: '/a', to: '/c', locales: ['it'] },
      { from: '/d', to: '/e', status: 307 },
      { from: '/f', to: '/g', locales: ['fr'] },
      { from: '/en/h', to: '/i' },
      { from: '/j/', to: '/k' },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^rule 2 \(\/a\): \/a is redirected twice in it \(also by rule 1/),
      expect.stringMatching(/^rule 3 \(\/d\): status 307 is not 301 or 302/),
      expect.stringMatching(/^rule 4 \(\/f\): unknown locale fr/),
      expect.stringMatching(/^rule 5 \(\/en\/h\): "from" starts with a locale/),
      expect.stringMatching(/^rule 6 \(\/j\/\): "from" must be a page path/),
    ]);
  });

  it('refuses a file of the wrong shape with a line naming where', () => {
    expect(resolveRouteRules({ rules: [{ from: '/a' }] })).toEqual({ ok: false, problems: [expect.stringMatching(/^rules\.0\.to: /)] });
    expect(resolveRouteRules([])).toEqual({ ok: false, problems: [expect.stringMatching(/expected \{ "rules"/)] });
  });

  it('travels in the registry contract', () => {
    const rules = resolved([{ from: '/a', to: '/b' }]);
    expect(registrySchema.parse({ release: 'x', remotes: [], routeRules: rules }).routeRules).toEqual(rules);
    expect(registrySchema.safeParse({ release: 'x', remotes: [], routeRules: [{ from: '/en/a', to: '/en/b', status: 307 }] }).success).toBe(false);
  });
});
