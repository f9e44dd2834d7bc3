import { z } from 'zod';
import type { TextProblem } from './text-problems';
export * from './text-problems';

// In a browser zod would probe whether `new Function` is allowed (to compile fast object parsers); the
// shop's CSP forbids eval, so that probe is reported as a violation on every page that validates a
// form. The interpreted parser is quick enough for forms; the BFF (no CSP) keeps the compiled one.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The one base for every free-text input of the API (query parameters, path parameters, form fields),
 * so each new field inherits the same rules. Text is compared, counted and stored in one spelling
 * (Unicode NFC: 'e' + combining acute and the precomposed 'é' are one text), and characters a shopper
 * cannot see or mean to type are refused: PostgreSQL refuses NUL outright (a 500 instead of a 400),
 * controls split header lines and garble e-mails, and invisible characters (zero-width spaces, bidi
 * overrides, fillers) make two identical-looking values differ, e.g. one person registered twice.
 */

/**
 * What no text field accepts (docs/security.md, "Text input"):
 * - Cc: C0 and C1 controls and DEL (U+0085 NEL, U+009B CSI…);
 * - Cf: format characters (zero-width space and joiners, soft hyphen, bidi embeddings, overrides and
 *   isolates, U+FEFF, word joiner, tag characters…);
 * - Zl, Zp: U+2028 and U+2029, which end a line in JavaScript and some mail readers but not elsewhere;
 * - Cs: a surrogate half without its pair (not a character at all);
 * - Co and noncharacters: private-use code points show as nothing or as a vendor's logo;
 * - the other default-ignorable code points, drawn as nothing (Hangul fillers U+115F, U+1160, U+3164,
 *   U+FFA0, the combining grapheme joiner…), and the Braille blank U+2800, which renders as a space but
 *   is not one. Variation selectors stay allowed: they pick an emoji's look ('❤️' is U+2764 U+FE0F).
 */
const INVISIBLE = '[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Co}\\p{Noncharacter_Code_Point}\\u2800]|(?!\\p{Variation_Selector})\\p{Default_Ignorable_Code_Point}';
const INVISIBLE_CHARACTER = new RegExp(INVISIBLE, 'u');
/** The same set minus tab, line feed and carriage return, which are how multi-line text is written. */
const INVISIBLE_BUT_LINE_BREAK = new RegExp(`(?![\\t\\n\\r])(?:${INVISIBLE})`, 'u');

/** `text` without any character the text schemas refuse: for keys that must ignore them (bff/src/club/person-key.ts). */
export const removeInvisibleCharacters = (text: string): string => text.replace(new RegExp(INVISIBLE, 'gu'), '');

type TextParams = Parameters<typeof z.string>[0];

const refusing = (forbidden: RegExp, params?: TextParams) =>
  z
    .string(params)
    // Trimmed first: edge whitespace (a pasted trailing newline) carries no meaning, so only what is
    // left of it is judged. Then NFC, so that what is checked, counted and stored is one spelling. The
    // check comes before any length or pattern check the caller adds, so it is the problem reported
    // for the field (one problem per field, the first wins).
    .trim()
    .normalize('NFC')
    .refine((text) => !forbidden.test(text), { error: 'control_characters' satisfies TextProblem });

/** One line of text (a name, an e-mail, a search): trimmed, NFC, no control or invisible character at all. */
export const singleLineText = (params?: TextParams) => refusing(INVISIBLE_CHARACTER, params);

/** Text that may span lines (a message, a note): trimmed, NFC; tab, LF and CR allowed, the rest as above. */
export const multiLineText = (params?: TextParams) => refusing(INVISIBLE_BUT_LINE_BREAK, params);
