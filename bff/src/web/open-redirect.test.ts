import { rawClientOfListeningShop, staysOnOrigin } from './__tests__/web-harness';

// Raw request lines (web-harness rawGet): supertest and fetch parse the URL first, turning '\' into '/'
// and never sending an absolute-form target, so they could not show these defects.
const get = rawClientOfListeningShop();

describe('backslashes (browsers read "/\\evil.com" as "//evil.com", another host)', () => {
  it.each([
    ['/\\evil.com/', '/evil.com'],
    ['/\\\\evil.com/', '/evil.com'],
    ['//\\evil.com/', '/evil.com'],
    ['/\\/evil.com', '/evil.com'],
    ['/en\\about-us', '/en/about-us'],
  ])('%s → 301 %s', async (target, location) => {
    const res = await get(target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('percent-escapes a backslash in the kept query', async () => {
    const res = await get('/?next=\\evil.com');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/it?next=%5Cevil.com');
  });
});

describe('absolute-form request targets: only their path counts', () => {
  it.each([
    ['http://evil.com/////', 301, '/'],
    ['http://evil.com/', 302, '/it'],
    ['http://evil.com', 302, '/it'],
    ['http://evil.com/?ref=mail', 302, '/it?ref=mail'],
    ['http://evil.com?ref=mail', 302, '/it?ref=mail'],
    ['HTTP://evil.com/en/about-us/', 301, '/en/about-us'],
    ['https://evil.com//evil.org/', 301, '/evil.org'],
    ['http://user:pass@evil.com:81/en/', 301, '/en'],
    ['http://127.0.0.1/en/about-us/?a=1', 301, '/en/about-us?a=1'],
  ])('%s → %i %s', async (target, status, location) => {
    const res = await get(target, { 'X-Forwarded-Host': 'evil.com', 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(location);
  });

  it('serves the page of an absolute-form target that needs no redirect', async () => {
    expect((await get('http://evil.com/en/about-us')).status).toBe(200);
  });

  it('ignores a fragment a raw client sends (browsers never do)', async () => {
    expect((await get('/#//evil.com')).headers.location).toBe('/it');
  });
});

describe('build-output folders', () => {
  it.each(['/shell/assets', 'http://evil.com/shell/assets', 'http://evil.com/remotes/mfe-content'])(
    '%s is a missing asset, not a redirect to "<folder>/" (which kept the absolute target\'s host)',
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
    },
  );
});

describe('encoded and control characters stay encoded, on this origin', () => {
  it.each([
    ['/%5Cevil.com/', '/%5Cevil.com'],
    ['/%5C%5Cevil.com/', '/%5C%5Cevil.com'],
    ['/%2F%2Fevil.com/', '/%2F%2Fevil.com'],
    ['/%2f/evil.com/', '/%2f/evil.com'],
    ['/%09/evil.com/', '/%09/evil.com'],
    ['//%09/evil.com', '/%09/evil.com'],
  ])('%s → 301 %s', async (target, location) => {
    const res = await get(target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(staysOnOrigin(location)).toBe(true);
  });

  it.each(['/\t/evil.com', '/ /evil.com', '/\x0b/evil.com'])('a raw control character or space (%j) is refused by the HTTP parser', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});
