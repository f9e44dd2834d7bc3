import { CONSENT } from '@ama/contracts';
import { writeConsent } from './consent-cookie';

/** The consent cookie's flags: scripts read it, so not HttpOnly; Secure whenever the shop is on https. */
function attributesOf(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split(';');
  return new Map(
    parts.map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [(key ?? '').toLowerCase(), value.join('=')];
    }),
  );
}

describe('consent cookie', () => {
  it.each([
    ['http:', false],
    ['https:', true],
  ])('over %s: SameSite=Lax, Path=/, Max-Age of the policy, Secure on https only (%s)', (protocol, secure) => {
    const doc = { cookie: '', location: { protocol } } as unknown as Document;
    writeConsent({ analytics: true } as never, doc);
    expect(doc.cookie.startsWith(`${CONSENT.cookieName}=`)).toBe(true);
    const attributes = attributesOf(doc.cookie);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
    expect(Number(attributes.get('max-age'))).toBe(CONSENT.maxAgeDays * 86_400);
    expect(attributes.has('secure')).toBe(secure);
    expect(attributes.has('httponly')).toBe(false);
  });
});
