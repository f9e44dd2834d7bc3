import { readPreviewToken, signPreviewToken } from './preview-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-29T10:00:00Z');
const LATER = new Date('2026-11-30T10:00:00Z');

describe('preview tokens', () => {
  it('grant the named builds until their expiry, to any instance with the same secret', () => {
    const token = signPreviewToken(SECRET, { mfe_content: '0.1.0-3f9c2a1b', mfe_club: '0.1.0-77d01c9e' }, LATER);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readPreviewToken(SECRET, token, NOW)).toEqual({ grant: { versions: { mfe_content: '0.1.0-3f9c2a1b', mfe_club: '0.1.0-77d01c9e' }, expiresAt: LATER } });
  });

  it('are refused when signed with another key, altered, expired or not tokens at all', () => {
    const token = signPreviewToken(SECRET, { mfe_content: '0.1.0-3f9c2a1b' }, LATER);
    expect(readPreviewToken('another-secret-of-at-least-thirty-two-chars', token, NOW)).toEqual({ problem: 'forged' });
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ r: { mfe_content: '0.1.0-00000000' }, e: LATER.getTime() / 1000 })).toString('base64url');
    expect(readPreviewToken(SECRET, `${other}.${mac}`, NOW)).toEqual({ problem: 'forged' });
    expect(readPreviewToken(SECRET, `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, NOW)).toEqual({ problem: 'forged' });
    expect(readPreviewToken(SECRET, token, new Date(LATER.getTime() + 1000))).toEqual({ problem: 'expired' });
    for (const bad of ['', 'invalid', `${payload}.`, 'a'.repeat(2_000)]) expect(readPreviewToken(SECRET, bad, NOW)).toEqual({ problem: 'malformed' });
  });

  it('name remotes and release versions only', () => {
    const odd = signPreviewToken(SECRET, { 'not a remote': '../../etc' }, LATER);
    expect(readPreviewToken(SECRET, odd, NOW)).toEqual({ problem: 'malformed' });
    expect(readPreviewToken(SECRET, signPreviewToken(SECRET, {}, LATER), NOW)).toEqual({ problem: 'malformed' });
  });
});
