import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The member page's link token (docs/club.md "Tokens"): `<member id>.<issued at>.<mac>`, where the id is
 * the member's uuid as 22 base64url characters, the issue time is in seconds (base 36), and the mac is
 * HMAC-SHA256(CLUB_LINK_SECRET, 'club-member-link:v1:<uuid>:<issued at>') in base64url. The secret is
 * shared by every instance, so any of them accepts any link. Links do not expire (membership is
 * open-ended); the issue time lets a later rule refuse links older than a date, should one leak.
 */

const MEMBER_LINK = 'club-member-link:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

const mac = (purpose: string, secret: string, id: string, issuedAt: string) => createHmac('sha256', secret).update(`${purpose}:${id}:${issuedAt}`).digest();

const uuidToBase64Url = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
const base64UrlToUuid = (text: string) => {
  const hex = Buffer.from(text, 'base64url').toString('hex');
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : undefined;
};

/** A link token for a row's uuid, signed for one `purpose` (a member's page, a custom design's page): a token of one purpose never opens another. */
export function signIdToken(purpose: string, secret: string, rowId: string, issuedAt: Date = new Date()): string {
  const id = rowId.toLowerCase();
  if (!UUID.test(id)) throw new Error('A linked row id is a uuid');
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `${uuidToBase64Url(id)}.${issued}.${mac(purpose, secret, id, issued).toString('base64url')}`;
}

/** The row id the token was signed for with `purpose`, or null for anything else (malformed, altered, another key's or purpose's). */
export function verifyIdToken(purpose: string, secret: string, token: unknown): { id: string; issuedAt: Date } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, encoded, issued, signature] = match as unknown as [string, string, string, string];
  const id = base64UrlToUuid(encoded);
  if (!id || uuidToBase64Url(id) !== encoded) return null;
  const given = Buffer.from(signature, 'base64url');
  // One spelling per signature (base64url's last character has unused bits).
  if (given.toString('base64url') !== signature) return null;
  const expected = mac(purpose, secret, id, issued);
  // Both 32 bytes (the pattern fixes 43 characters): timingSafeEqual compares them without early exit.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, issuedAt: new Date(parseInt(issued, 36) * 1000) };
}

export const signMemberToken = (secret: string, memberId: string, issuedAt: Date = new Date()): string => signIdToken(MEMBER_LINK, secret, memberId, issuedAt);

/** The member id the token was signed for, or null for anything else (malformed, altered, another key's). */
export function verifyMemberToken(secret: string, token: unknown): { memberId: string; issuedAt: Date } | null {
  const verified = verifyIdToken(MEMBER_LINK, secret, token);
  return verified && { memberId: verified.id, issuedAt: verified.issuedAt };
}

/**
 * The ELITE page's token compared with the configured one in constant time: both sides are hashed to 32
 * bytes first, so neither the length nor a common prefix of a guess shows in the time taken.
 */
export function isEliteToken(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
