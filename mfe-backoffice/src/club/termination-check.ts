import { fieldErrors, staffTerminationSchema } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { TERMINATION_FIELDS, type TerminationValues } from './termination-fields';

/** The server's own schema judges the reason before it is sent (loaded on demand: TerminationForm): required, at most 500 characters. */
export const checkTermination: FormCheck<TerminationValues, TerminationValues> = (values) => {
  const parsed = staffTerminationSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), TERMINATION_FIELDS) };
};
