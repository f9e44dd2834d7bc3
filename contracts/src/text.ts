import { z } from 'zod';

// In a browser zod would probe whether `new Function` is allowed (to compile fast object parsers); the
// shop's CSP forbids eval, so that probe is reported as a violation on every page that validates a
// form. The interpreted parser is quick enough for forms; the BFF (no CSP) keeps the compiled one.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The one base for every free-text input of the API (query parameters, path parameters, form fields),
 * so each new field inherits the same rules. Control characters never belong in what a shopper types:
 * PostgreSQL refuses NUL in text outright (a 500 instead of a 400), and the others hide text in logs,
 * split header lines (CR/LF) and garble the e-mails that quote a field.
 */

/**
 * Field problem codes of the text schemas. Like the newsletter's codes they are sent in
 * `error.fields`, and front ends translate them.
 */
export const TEXT_PROBLEMS = ['control_characters'] as const;
export type TextProblem = (typeof TEXT_PROBLEMS)[number];

/** C0 controls U+0000–U+001F and DEL (U+007F). */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
/** The same set minus tab, line feed and carriage return, which are how multi-line text is written. */
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

type TextParams = Parameters<typeof z.string>[0];

const refusing = (forbidden: RegExp, params?: TextParams) =>
  z
    .string(params)
    // Trimmed first: edge whitespace (a pasted trailing newline) carries no meaning, so only what is
    // left of it is judged. The check comes before any length or pattern check the caller adds, so it
    // is the problem reported for the field (one problem per field, the first wins).
    .trim()
    .refine((text) => !forbidden.test(text), { error: 'control_characters' satisfies TextProblem });

/** One line of text (a name, an e-mail, a search): trimmed, no control character at all. */
export const singleLineText = (params?: TextParams) => refusing(CONTROL_CHARACTER, params);

/** Text that may span lines (a message, a note): trimmed; tab, LF and CR allowed, other controls not. */
export const multiLineText = (params?: TextParams) => refusing(CONTROL_CHARACTER_BUT_LINE_BREAK, params);
