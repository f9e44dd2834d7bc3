import { createHash, randomBytes } from 'node:crypto';

/**
 * The anonymous visitor's token: 32 random bytes from the OS CSPRNG (256 bits: not guessable, and
 * enough that the plain SHA-256 stored for it cannot be walked back), spelled base64url in 43 characters.
 */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Who a request speaks for: the cookie's token, and the hash the database knows it by. */
export interface Visitor {
  token: string;
  hash: string;
}

/** SHA-256 in hex: what the visitors table stores instead of the token. */
export const hashVisitorToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isVisitorToken = (value: string): boolean => TOKEN.test(value);

export function newVisitor(): Visitor {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashVisitorToken(token) };
}

/** A well-formed token as a Visitor (not yet known to exist); anything else is no visitor. */
export const visitorOf = (token: string | null): Visitor | null => (token !== null && isVisitorToken(token) ? { token, hash: hashVisitorToken(token) } : null);
