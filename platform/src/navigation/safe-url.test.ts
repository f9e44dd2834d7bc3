import { classifyUrl, isSafeUrl } from './safe-url';

const policy = { origin: 'https://shop.ama.test', allowlist: ['wa.me', 'https://www.instagram.com', '*.igi.org'] };
const verdict = (url: string) => classifyUrl(url, policy);

describe('isSafeUrl refuses code-running schemes', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://shop.ama.test/1f0e-42'],
    ['vbscript:', 'vbscript:msgbox("x")'],
  ])('refuses %s', (_scheme, url) => {
    expect(isSafeUrl(url, policy)).toBe(false);
    expect(verdict(url)).toEqual({ kind: 'refused', reason: 'dangerous-scheme' });
  });

  it.each([
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading whitespace', ' JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['leading control characters', '\u0000\u001fjavascript:alert(1)'],
    ['an upper-case data scheme with spaces', '  DATA:text/html;base64,PHNjcmlwdD4=  '],
    ['vbscript in capitals', 'VBScript:run'],
  ])('refuses them written with %s', (_case, url) => {
    expect(isSafeUrl(url, policy)).toBe(false);
    expect(verdict(url)).toEqual({ kind: 'refused', reason: 'dangerous-scheme' });
  });
});

describe('isSafeUrl and external hosts', () => {
  it('refuses an external host that is not on the allowlist', () => {
    expect(verdict('https://evil.com/login')).toEqual({ kind: 'refused', reason: 'host-not-allowed' });
  });

  it('refuses protocol-relative and backslash tricks that leave the site', () => {
    expect(isSafeUrl('//evil.com', policy)).toBe(false);
    expect(isSafeUrl('/\\evil.com', policy)).toBe(false);
    expect(isSafeUrl('https://shop.ama.test@evil.com/', policy)).toBe(false);
  });

  it('allows an allowlisted host, an allowlisted origin and a wildcard subdomain', () => {
    expect(verdict('https://wa.me/390000000')).toEqual({ kind: 'external', href: 'https://wa.me/390000000' });
    expect(isSafeUrl('https://www.instagram.com/ama', policy)).toBe(true);
    expect(isSafeUrl('https://www.igi.org/verify?r=1', policy)).toBe(true);
  });

  it('matches an origin entry exactly (scheme included)', () => {
    expect(isSafeUrl('http://www.instagram.com/ama', policy)).toBe(false);
  });

  it('does not let a look-alike host through', () => {
    expect(isSafeUrl('https://wa.me.evil.com/', policy)).toBe(false);
    expect(isSafeUrl('https://evilwa.me/', policy)).toBe(false);
  });

  it('allows contact links but no other scheme', () => {
    expect(isSafeUrl('mailto:care@ama.test', policy)).toBe(true);
    expect(isSafeUrl('tel:+390000000', policy)).toBe(true);
    expect(verdict('file:///etc/passwd')).toEqual({ kind: 'refused', reason: 'scheme-not-allowed' });
  });
});

describe('isSafeUrl and internal URLs', () => {
  it('treats paths and same-origin URLs as internal', () => {
    expect(verdict('/cart')).toEqual({ kind: 'internal', path: '/cart' });
    expect(verdict('/de/results?shape=OVAL#grid')).toEqual({ kind: 'internal', path: '/de/results?shape=OVAL#grid' });
    expect(verdict('https://shop.ama.test/en/cart')).toEqual({ kind: 'internal', path: '/en/cart' });
  });

  it('does not mistake a path that merely contains a scheme name for that scheme', () => {
    expect(verdict('/guides/javascript:tips')).toEqual({ kind: 'internal', path: '/guides/javascript:tips' });
  });
});
