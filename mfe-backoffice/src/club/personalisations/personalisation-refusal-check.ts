import { CLUB_PERSONALISATION_PROBLEMS, clubPersonalisationRefusalSchema, fieldErrors } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../../components/field-problems';
import { REFUSAL_FIELDS, type RefusalValues } from './personalisation-refusal-fields';

/** The server's own schema judges the refusal before it is sent (loaded on demand: RefusePersonalisationForm). */
export const checkPersonalisationRefusal: FormCheck<RefusalValues, RefusalValues> = (values) => {
  const parsed = clubPersonalisationRefusalSchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), REFUSAL_FIELDS, CLUB_PERSONALISATION_PROBLEMS) };
};
