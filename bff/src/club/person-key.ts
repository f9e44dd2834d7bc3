import { createHash } from 'node:crypto';
import { removeInvisibleCharacters } from '@ama/contracts';

/** migrations/006: person_key is at most 300 characters. */
const MAX_KEY_LENGTH = 300;

/**
 * The version of personKey stored with each key (migrations/021, club_members.person_key_version). Raise it
 * whenever personKey changes: keys of older rows are then recomputed before the next sign-up compares
 * (person-key-upgrade.ts), so a person stored under the old rule is still found.
 *   1: NFKD, no accents, case and punctuation folded.
 *   2: and invisible characters removed first ('A\u200Bda' was 'a da', another person than 'Ada').
 */
export const PERSON_KEY_VERSION = 2;

/**
 * 'Zoë  O’Brien-Smith' → 'zoe o brien smith': no invisible character (zero-width spaces and joiners,
 * controls, fillers: the set the text schemas refuse, contracts/src/text.ts), no case, no accents (NFKD,
 * which also folds compatibility forms as NFKC does, without its combining marks), and any run of spaces,
 * apostrophes, hyphens or other punctuation counted as one space, so that the same person typed twice a
 * little differently is still one person (docs/requirements.md#club: "one account per person"). The invisible characters
 * are removed, not turned into a space: 'A\u200Bda' reads as 'Ada' on screen, so it is Ada. For a name
 * without them the result is what version 1 stored, so those keys need no recompute.
 */
export function normalisePersonName(name: string): string {
  return removeInvisibleCharacters(name)
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
