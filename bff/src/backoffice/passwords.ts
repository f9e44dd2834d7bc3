import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Staff passwords (docs/backoffice.md): argon2id from @node-rs/argon2, a maintained binding of the
 * reference implementation with prebuilt binaries on npm (no compiler at install), at its defaults,
 * which are OWASP's recommended minimum (19 MiB, 2 passes).
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash no password matches: verified against when the e-mail is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;

/** Whether `password` is the one `stored` was made from; an unknown account (stored null) takes as long and says no. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(randomBytes(32).toString('base64url'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A one-time password to read out or paste: 20 characters of base64url, 120 bits. */
export const oneTimePassword = (): string => randomBytes(15).toString('base64url');
