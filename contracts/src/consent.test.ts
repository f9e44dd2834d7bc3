import { CONSENT, consentFromCookieHeader, parseConsent, serializeConsent } from './consent';

describe('the consent cookie value', () => {
  it.each([{ analytics: true }, { analytics: false }])('reads back what it wrote (%o)', (choices) => {
    expect(parseConsent(serializeConsent(choices))).toEqual(choices);
  });

  it('holds only characters a cookie value may carry', () => {
    expect(serializeConsent({ analytics: true })).not.toMatch(/[\s;,"\\]/);
  });

  it('refuses a value of another version, so the visitor is asked again', () => {
    const current = serializeConsent({ analytics: true });
    expect(parseConsent(current.replace(`v=${CONSENT.version}`, `v=${CONSENT.version + 1}`))).toBeNull();
  });

  it('finds its cookie among others by exact name', () => {
    const value = encodeURIComponent(serializeConsent({ analytics: true }));
    expect(consentFromCookieHeader(`x${CONSENT.cookieName}=${value}`)).toBeNull();
    expect(consentFromCookieHeader(`a=b;${CONSENT.cookieName}=${value}`)).toEqual({ analytics: true });
  });
});
