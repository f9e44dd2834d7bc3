import { randomBytes } from 'node:crypto';

/** Crockford's base32 (as the newsletter's codes): no I, L, O or U, so a number read out is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'AMA-7K3F-9Q': 6 symbols, 30 random bits (a billion numbers), short enough to read out on the phone.
 * Not a secret (the confirmation page needs the reference and the visitor cookie), and not sequential,
 * so it tells nobody how many orders the shop takes. Collisions are caught by the unique column and
 * the placement draws again.
 */
export function newOrderNumber(bytes: Buffer = randomBytes(4)): string {
  const bits = bytes.readUInt32BE(0);
  // Six 5-bit groups: every symbol equally likely (no modulo bias).
  const symbols = Array.from({ length: 6 }, (_, index) => ALPHABET[(bits >>> (index * 5)) & 31]!).join('');
  return `AMA-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** 256 random bits in base64url (43 characters), like the visitor token: the confirmation page's URL. */
export const newOrderReference = (): string => randomBytes(32).toString('base64url');
