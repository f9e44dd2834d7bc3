import { randomUUID } from 'node:crypto';
import { hasReachedAge, type ClubSignUp, type ClubSignUpResponse, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { enqueueMail } from '../mail';
import { romeDay } from './calendar';
import { welcomeWindow } from './code-windows';
import { issueCode } from './codes';
import { AlreadyRegisteredError } from './errors';
import { buildSignUpMail } from './mails';
import { signMemberToken } from './member-token';
import { PERSON_KEY_VERSION, personKey } from './person-key';
import { upgradePersonKeys } from './person-key-upgrade';
import { resolvePlace } from './places';

export interface SignUpOptions {
  now: Date;
  linkSecret: string;
  /** The absolute member page URL for a token, in the shopper's language. */
  memberPageUrl: (locale: Locale, token: string) => string;
}

/** PostgreSQL's unique_violation, and the two indexes of migrations/006 that make one account per e-mail and per person. */
const UNIQUE_VIOLATION = '23505';
const conflictOf = (error: unknown): AlreadyRegisteredError | undefined => {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'club_members_email_key') return new AlreadyRegisteredError('email_unavailable');
  if (constraint === 'club_members_person_key') return new AlreadyRegisteredError('person_already_registered');
  return undefined;
};

/**
 * Eligibility that depends on the day (docs/requirements.md#club: adult on the day of sign-up, Italy's calendar day). The
 * schema checked it with the real clock already; this is the same rule on the service's clock, which a
 * test may set.
 */
function checkAge(birthDate: string, now: Date): void {
  const today = romeDay(now);
  if (birthDate >= today) throw new RuleViolationError('The birth date must lie in the past', { birthDate: 'date_not_in_past' });
  if (!hasReachedAge(birthDate, today)) throw new RuleViolationError('Club AMA is for adults', { birthDate: 'under_age' });
}

/**
 * A Club AMA sign-up (docs/requirements.md#club): checks what the schema cannot (the place against the data, the age
 * on the service's day, an e-mail or a person already registered), then writes in ONE transaction the
 * member (pending), the first history row, the welcome code and the confirmation mail. The unique
 * indexes decide a race: of two simultaneous sign-ups for one e-mail or person, one commits and the
 * other reads AlreadyRegisteredError (409), never a 500.
 */
export async function signUp(db: Kysely<Database>, input: ClubSignUp, locale: Locale, options: SignUpOptions): Promise<ClubSignUpResponse['signUp']> {
  const { now } = options;
  checkAge(input.birthDate, now);
  const resolved = resolvePlace(input.country, input.region, input.city, input.zipCode);
  if (!('place' in resolved)) throw new RuleViolationError('The place is not one of Italy’s', { [resolved.field]: resolved.problem });
  const { place } = resolved;
  const key = personKey(input.name, input.lastname, input.birthDate);
  // Keys stored by an older rule are recomputed first, or the same person stored under one is not found.
  await upgradePersonKeys(db);

  // The common case answered before any write; the indexes still decide a race below.
  const existing = await db
    .selectFrom('club_members')
    .select((eb) => [eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()).as('same_email')])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()), eb('person_key', '=', key)]))
    .execute();
  if (existing.some((row) => row.same_email)) throw new AlreadyRegisteredError('email_unavailable');
  if (existing.length > 0) throw new AlreadyRegisteredError('person_already_registered');

  const memberId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('club_members')
        .values({
          id: memberId,
          email: input.email,
          name: input.name,
          lastname: input.lastname,
          person_key: key,
          person_key_version: PERSON_KEY_VERSION,
          birth_date: input.birthDate,
          phone: input.phone,
          country: input.country,
          region_code: place.regionCode,
          region: place.region,
          city: place.city,
          province: place.province,
          zip_code: place.zipCode,
          address: input.address,
          locale,
          status: 'pending',
          privacy_accepted_at: now,
          registered_at: now,
        })
        .execute();
      await trx
        .insertInto('club_status_changes')
        .values({ member_id: memberId, from_status: null, to_status: 'pending', reason: 'signed_up', actor: 'member', changed_at: now })
        .execute();
      // The welcome code is the pending sign-up's incentive for the first purchase (docs/club.md).
      const window = welcomeWindow(now);
      const welcome = await issueCode(trx, window, input.email, { memberId }, now);
      const token = signMemberToken(options.linkSecret, memberId, now);
      await enqueueMail(
        trx,
        buildSignUpMail({
          email: input.email,
          name: input.name,
          lastname: input.lastname,
          locale,
          memberLink: options.memberPageUrl(locale, token),
          welcomeCode: welcome.code,
          welcomePercent: welcome.percent,
          welcomeValidUntil: window.validUntil,
        }),
      );
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  return { email: input.email, status: 'pending' };
}
