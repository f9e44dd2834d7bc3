import { TEXT_PROBLEMS } from '@ama/contracts';
import { knownProblems, type SendFailure } from '@ama/platform';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The problem codes the back office's fields explain (the contract's schemas name them); any other reads 'invalid'. */
export const FIELD_PROBLEMS = [
  'required',
  'too_long',
  'too_short',
  'invalid_email',
  'same_as_current',
  'incorrect',
  'email_taken',
  'invalid_url',
  'too_small',
  'too_large',
  'invalid_code',
  'code_taken',
  'before_start',
  'invalid_amount',
  'not_whole_number',
  'invalid_date',
  'notice_too_short',
  'already_announced',
  'invalid_key',
  'key_taken',
  'invalid_time',
  'ends_before_start',
  'in_the_past',
  'over_capacity',
  'below_seats_held',
  ...TEXT_PROBLEMS,
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number] | 'invalid';

/**
 * A form's fields among a `fields` map (its schema's or the server's), each problem in the codes above
 * or in the form's `own` codes (an area's contract's, explained by the form's own field messages).
 */
export const fieldProblems = <Own extends string = never>(found: Record<string, string>, fields: readonly string[], own: readonly Own[] = []) =>
  knownProblems(found, { fields, problems: [...FIELD_PROBLEMS, ...own] }) as Record<string, FieldProblem | Own>;

/**
 * The end of every form's reading of a refused send: the server's problems at the form's fields (a 400
 * names them), or, when none is one of its fields, the form could not be sent.
 */
export function fieldsOrUnavailable(
  { status, fields }: Pick<SendFailure, 'status' | 'fields'>,
  names: readonly string[],
  own?: readonly string[],
): StaffFormOutcome<'unavailable'> {
  const problems = status === 400 ? fieldProblems(fields, names, own) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
