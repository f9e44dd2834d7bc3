import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read from an e-mail is typed back without mix-ups. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_BYTES = 10;

/**
 * 'WELCOME10-7KQ2-9XHD-M4TB-R8VN': 80 random bits from the OS CSPRNG (16 symbols × 5 bits, no modulo
 * bias). Shorter than the 128-bit tokens of docs/security.md because a shopper types it at checkout; guessing
 * one among 2^80 through a rate-limited endpoint is out of reach all the same.
 */
export function generateDiscountCode(percent: number, bytes: Buffer = randomBytes(RANDOM_BYTES)): string {
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = '';
  for (let index = 0; index < (bytes.length * 8) / 5; index += 1) {
    symbols = ALPHABET[Number(bits & 31n)]! + symbols;
    bits >>= 5n;
  }
  return [`WELCOME${percent}`, ...(symbols.match(/.{1,4}/g) ?? [])].join('-');
}
