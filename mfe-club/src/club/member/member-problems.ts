import { CLUB_BENEFIT_PROBLEMS, ROOT_FIELD } from '@ama/contracts';
import { readSendFailure } from '@ama/platform';

/**
 * What a member action's failure means to the member: a problem at a field (shown there), a refusal of
 * the club's rules (CLUB_BENEFIT_PROBLEMS, said where the action is), or a failure of the request.
 * Every problem has its message under `member.problems.<problem>`.
 */
export type ActionFailure = { field: string; problem: string } | { refused: string } | { form: 'rate_limited' | 'unavailable' | 'invalidLink' };

const KNOWN_PROBLEMS = new Set<string>(['required', 'too_long', 'email_unavailable', 'control_characters', ...CLUB_BENEFIT_PROBLEMS]);
/** A problem the page has a message for, or 'invalid'. */
export const knownProblem = (code: string | undefined): string => (code && KNOWN_PROBLEMS.has(code) ? code : 'invalid');

export function actionFailure(error: unknown, field?: string): ActionFailure {
  const { status, fields } = readSendFailure(error);
  if (status === 429) return { form: 'rate_limited' };
  // The BFF answers 404 for a link that names no member: the same for any action.
  if (status === 401 || status === 403 || status === 404) return { form: 'invalidLink' };
  if (field && fields[field]) return { field, problem: knownProblem(fields[field]) };
  if (status === 409) return { refused: knownProblem(fields[ROOT_FIELD] ?? Object.values(fields)[0]) };
  return { form: 'unavailable' };
}

/** A member page link whose token the server does not accept. */
export const isInvalidLink = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 401 || status === 403 || status === 404;
};
