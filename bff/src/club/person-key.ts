import { createHash } from 'node:crypto';

/** migrations/006: person_key is at most 300 characters. */
const MAX_KEY_LENGTH = 300;

/**
 * 'Zoë  O’Brien-Smith' → 'zoe o brien smith': no case, no accents (NFKD without its combining marks),
 * and any run of spaces, apostrophes, hyphens or other punctuation counted as one space, so that the same
 * person typed twice a little differently is still one person (spec §5 "one account per person").
 */
export function normalisePersonName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The person behind a sign-up: name, last name and birth date compared without case or accents. */
export function personKey(name: string, lastname: string, birthDate: string): string {
  const key = `${normalisePersonName(name)}|${normalisePersonName(lastname)}|${birthDate}`;
  // NFKD can lengthen exotic characters a lot; a digest keeps such a key within the column and unique.
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
