import { ROOT_FIELD, type ClubBenefitProblem } from '@ama/contracts';
import { DomainError, NotFoundError } from '../domain/errors';
import { HttpError } from '../http/errors';

/** A member link that names no member (bad, altered, or of a member who no longer exists): 404, nothing more. */
export class UnknownMemberError extends NotFoundError {
  constructor() {
    super('No such member page');
  }
}

/** A sign-up whose e-mail or person already has an account (docs/requirements.md#club): 409 naming the field. */
export class AlreadyRegisteredError extends DomainError {
  constructor(readonly problem: 'email_unavailable' | 'person_already_registered') {
    super(problem === 'email_unavailable' ? 'The email entered is not valid or has already been registered' : 'This person already has a Club AMA account');
  }
}

/** A benefit the club's rules refuse now (limits, status, a code no longer donatable): 409. */
export class BenefitRefusedError extends DomainError {
  constructor(
    readonly problem: ClubBenefitProblem,
    readonly field: string = ROOT_FIELD,
  ) {
    super(BENEFIT_MESSAGES[problem]);
  }
}

const BENEFIT_MESSAGES: Record<ClubBenefitProblem, string> = {
  members_only: 'This benefit is for Club AMA members',
  seasonal_limit_reached: 'This year’s seasonal codes have all been issued',
  no_receipt: 'A seasonal code is a share of your last purchase: there is none yet',
  receipt_already_used: 'Your last purchase has given its seasonal code already',
  loan_limit_reached: 'This year’s jewellery loans have all been asked for',
  personalisation_limit_reached: 'This year’s free personalisation has been asked for',
  own_email: 'Bring a friend with their own e-mail address',
  friend_already_invited: 'This friend has already been invited',
  friend_already_member: 'This friend is already a Club AMA member',
  used: 'This code has already been used',
  donated: 'This code has already been donated',
  expired: 'This code has expired',
};

/** The club's errors as HTTP answers; undefined for anything else (the app's handler decides). */
export function clubHttpError(error: unknown): HttpError | undefined {
  if (error instanceof AlreadyRegisteredError) return new HttpError(409, 'EMAIL_ALREADY_REGISTERED', error.message, { email: error.problem });
  if (error instanceof BenefitRefusedError) return new HttpError(409, 'CLUB_BENEFIT_REFUSED', error.message, { [error.field]: error.problem });
  return undefined;
}
