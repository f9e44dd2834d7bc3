import { EVENT_FIELD_PROBLEMS, type EventFieldProblem, type EventPresence } from '@ama/contracts';
import { knownProblems, type FormOutcome, type SendFailure } from '@ama/platform';

/** What the form holds: text as typed, presence not chosen yet (''), boxes possibly unticked. */
export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  /** Each with a key of its own, so removing one keeps the others' inputs (and focus) in place. */
  companions: { id: number; name: string }[];
  presence: EventPresence | '';
  conditions: boolean;
  privacy: boolean;
}

/** A problem code shown under a field; 'invalid' when the server names one the form does not know. */
export type FieldProblem = EventFieldProblem | 'invalid';
/** By field path as the contract names it: 'email', 'companions', 'companions.1.name'. */
export type FieldProblems = Record<string, FieldProblem>;
/** Failures of the whole form that only a registration has (the common ones: platform's CommonFormProblem). */
export type FormProblem = 'sold_out' | 'past' | 'cancelled' | 'members_only';

export const registrationProblems = (fields: Record<string, string>) => knownProblems(fields, { problems: EVENT_FIELD_PROBLEMS }) as FieldProblems;

/** The body the form sends: a guest who will not come brings no companions. */
export const toRequest = (values: RegistrationFormValues) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  phone: values.phone,
  email: values.email,
  company: values.company,
  companions: values.presence === 'no' ? [] : values.companions.map(({ name }) => ({ name })),
  presence: values.presence === '' ? undefined : values.presence,
  conditions: values.conditions,
  privacy: values.privacy,
});

/** The registration's own answers: the event is for members, can no longer take this guest, or the address is registered. */
export function readRegistrationFailure(failure: SendFailure): FormOutcome<FormProblem> | undefined {
  // An event for Club AMA members, and neither a member's link nor a member's e-mail.
  if (failure.status === 403 && failure.code === 'EVENT_MEMBERS_ONLY') return { form: 'members_only' };
  if (failure.status !== 409) return undefined;
  if (failure.code === 'SOLD_OUT') return { form: 'sold_out' };
  if (failure.code === 'EVENT_PAST') return { form: 'past' };
  if (failure.code === 'EVENT_CANCELLED') return { form: 'cancelled' };
  if (failure.code === 'EMAIL_ALREADY_REGISTERED') return { fields: { email: 'already_registered' } };
  return undefined;
}
