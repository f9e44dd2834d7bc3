import { randomUUID } from 'node:crypto';
import { isEliteToken, signMemberToken, verifyMemberToken } from './member-token';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const memberId = '0b8f3c2e-6a1d-4f5e-9b7a-1c2d3e4f5a6b';

describe('member link token', () => {
  it('carries the member id and the issue time, and verifies with the same secret', () => {
    const issuedAt = new Date('2026-03-01T09:00:00Z');
    const token = signMemberToken(SECRET, memberId, issuedAt);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyMemberToken(SECRET, token)).toEqual({ memberId, issuedAt });
  });

  it('refuses another secret’s token, an altered one, and anything that is not a token', () => {
    const token = signMemberToken(SECRET, memberId);
    expect(verifyMemberToken(`${SECRET}x`, token)).toBeNull();
    const [id, issued, mac] = token.split('.') as [string, string, string];
    const other = signMemberToken(SECRET, randomUUID()).split('.')[0];
    expect(verifyMemberToken(SECRET, `${other}.${issued}.${mac}`)).toBeNull();
    expect(verifyMemberToken(SECRET, `${id}.${(parseInt(issued, 36) + 1).toString(36)}.${mac}`)).toBeNull();
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    expect(verifyMemberToken(SECRET, `${id}.${issued}.${flipped}`)).toBeNull();
    for (const junk of [undefined, '', 'x', `${token}.`, ` ${token}`, token.toUpperCase(), 42, `${id}.${issued}`]) expect(verifyMemberToken(SECRET, junk)).toBeNull();
  });

  it('accepts one spelling per signature only (base64url’s spare bits)', () => {
    const token = signMemberToken(SECRET, memberId);
    const last = token.at(-1)!;
    // The mac's last character carries 2 unused bits: its neighbours in the alphabet decode to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(verifyMemberToken(SECRET, token.slice(0, -1) + sibling)).toBeNull();
  });

  it('draws different tokens for different members', () => {
    expect(signMemberToken(SECRET, randomUUID())).not.toBe(signMemberToken(SECRET, randomUUID()));
  });
});

describe('ELITE page token', () => {
  const token = '4f1c9a7e2b8d4e6fa0c3b5d7e9f1a2c4';
  it('matches the configured token only', () => {
    expect(isEliteToken(token, token)).toBe(true);
    expect(isEliteToken(token, token.slice(0, -1))).toBe(false);
    expect(isEliteToken(token, `${token}0`)).toBe(false);
    expect(isEliteToken(token, token.toUpperCase())).toBe(false);
    expect(isEliteToken(token, '')).toBe(false);
  });
});
