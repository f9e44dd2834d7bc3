import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The video call link's form: its one field. */
export const VIDEO_LINK_FIELDS = ['videoLink'] as const;

export interface VideoLinkValues {
  videoLink: string;
}

/**
 * cancelled: cancelled meanwhile (409); notFound: gone; unavailable: no answer. The refusals every
 * write shares are read before (session/use-staff-form-failure.ts).
 */
export type VideoLinkProblem = 'cancelled' | 'notFound' | 'unavailable';

/** The BFF's answer to a refused link: a link it cannot use is said at the field. */
export function readVideoLinkFailure({ status, fields }: SendFailure): StaffFormOutcome<VideoLinkProblem> {
  if (status === 409) return { form: 'cancelled' };
  if (status === 404) return { form: 'notFound' };
  return fieldsOrUnavailable({ status, fields }, VIDEO_LINK_FIELDS);
}
