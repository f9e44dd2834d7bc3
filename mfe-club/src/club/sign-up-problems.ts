import { CLUB_FIELD_PROBLEMS, CLUB_SIGN_UP_FIELDS, type ClubFieldProblem, type ClubSignUpField } from '@ama/contracts';
import { knownProblems, type FormOutcome, type SendFailure } from '@ama/platform';

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

/** The form's fields among a `fields` map (the schema's or the server's), each problem in the form's codes. */
export const signUpProblems = (fields: Record<string, string>) =>
  knownProblems(fields, { fields: CLUB_SIGN_UP_FIELDS, problems: CLUB_FIELD_PROBLEMS }) as Record<string, SignUpProblem>;

/** docs/requirements.md#club: an address already registered gets the same message as a malformed one. */
export const readSignUpFailure = (failure: SendFailure): FormOutcome<never> | undefined =>
  failure.status === 409 && Object.keys(signUpProblems(failure.fields)).length === 0 ? { fields: { email: 'email_unavailable' } } : undefined;
