import { CLUB_PERSONALISATION_PROBLEMS, clubPersonalisationRequestSchema, fieldErrors, TEXT_PROBLEMS } from '@ama/contracts';
import { knownProblems, type FormCheck } from '@ama/platform';
import { PERSONALISATION_FIELDS, type ClubPersonalisationRequest, type PersonalisationFormValues } from './personalisation-form-values';

/*
 * The personalisation request's check with the contract's own schema, loaded when the member first
 * focuses the form (docs/forms.md), so the member page draws without zod (its limits and problems come
 * from the zod-free club-personalisation-fields.ts).
 */

/** The form's fields among a `fields` map (the schema's or the server's); a code without a message is 'invalid'. */
export const personalisationProblems = (fields: Record<string, string>) =>
  knownProblems(fields, { fields: PERSONALISATION_FIELDS, problems: [...CLUB_PERSONALISATION_PROBLEMS, ...TEXT_PROBLEMS] });

export const checkPersonalisationRequest: FormCheck<PersonalisationFormValues, ClubPersonalisationRequest> = (values) => {
  const parsed = clubPersonalisationRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: personalisationProblems(fieldErrors(parsed.error.issues)) };
};
