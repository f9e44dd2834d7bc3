import { CLUB_FIELD_PROBLEMS, CLUB_SIGN_UP_FIELDS, type ClubFieldProblem, type ClubSignUpField } from '@ama/contracts';
import type { FormOutcome, SendFailure } from '@ama/platform';

/** What the form holds: the request's fields, the privacy box possibly still unticked. */
export type SignUpValues = Record<Exclude<ClubSignUpField, 'privacy'>, string> & { privacy: boolean };

/** A problem shown at a field; 'invalid' when the server names one the form does not know. */
export type SignUpProblem = ClubFieldProblem | 'invalid';
export type SignUpProblems = Partial<Record<ClubSignUpField, SignUpProblem>>;

export const emptySignUp = (country: string): SignUpValues => ({
  name: '',
  lastname: '',
  email: '',
  phone: '',
  country,
  region: '',
  city: '',
  zipCode: '',
  address: '',
  birthDate: '',
  privacy: false,
});

/** The fields in the order the page shows them: the first one with a problem gets the focus. */
export const SIGN_UP_READING_ORDER: readonly ClubSignUpField[] = ['name', 'lastname', 'birthDate', 'email', 'phone', 'country', 'region', 'city', 'zipCode', 'address', 'privacy'];

const isField = (key: string): key is ClubSignUpField => (CLUB_SIGN_UP_FIELDS as readonly string[]).includes(key);
const asProblem = (code: string): SignUpProblem => ((CLUB_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as ClubFieldProblem) : 'invalid');

/** The form's fields among a `fields` map (the schema's or the server's), each problem in the form's codes. */
export function signUpProblems(fields: Record<string, string>): Record<string, SignUpProblem> {
  const problems: Record<string, SignUpProblem> = {};
  for (const [key, code] of Object.entries(fields)) if (isField(key)) problems[key] ??= asProblem(code);
  return problems;
}

/** docs/requirements.md#club: an address already registered gets the same message as a malformed one. */
export const readSignUpFailure = (failure: SendFailure): FormOutcome<never> | undefined =>
  failure.status === 409 && Object.keys(signUpProblems(failure.fields)).length === 0 ? { fields: { email: 'email_unavailable' } } : undefined;
