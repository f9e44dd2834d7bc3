/** The text schemas' problem codes, without zod: forms list them among their own (text.ts has the schemas). */

/**
 * Field problem codes of the text schemas. Like the newsletter's codes they are sent in
 * `error.fields`, and front ends translate them. 'control_characters' names every refused character,
 * visible or not: the shopper's fix is the same (retype the text).
 */
export const TEXT_PROBLEMS = ['control_characters'] as const;

export type TextProblem = (typeof TEXT_PROBLEMS)[number];
