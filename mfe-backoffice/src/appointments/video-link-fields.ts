import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The video call link's form: its one field. */
export const VIDEO_LINK_FIELDS = ['videoLink'] as const;

export interface VideoLinkValues {
  videoLink: string;
}

/**
 * cancelled: cancelled meanwhile (409); notFound: gone; forbidden: the role may not; stale: the page's
 * CSRF token is older than the session's; unavailable: no answer.
 */
export type VideoLinkProblem = 'cancelled' | 'notFound' | 'forbidden' | 'stale' | 'unavailable';

/** The BFF's answer to a refused link: a link it cannot use is said at the field. */
export function readVideoLinkFailure({ status, code, fields }: SendFailure): StaffFormOutcome<VideoLinkProblem> {
  if (status === 409) return { form: 'cancelled' };
  if (status === 404) return { form: 'notFound' };
  if (status === 403) return { form: code === 'CSRF_FAILED' ? 'stale' : 'forbidden' };
  const problems = status === 400 ? fieldProblems(fields, VIDEO_LINK_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
