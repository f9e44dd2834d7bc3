import { createHash, randomBytes } from 'node:crypto';
import { registrationSeats, type EventCancellationResponse, type EventRegistration, type EventRegistrationResponse, type Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { enqueueMail } from '../mail';
import { membersGate } from './access';
import { isActiveMemberEmail } from './club-membership';
import { EventRefusal } from './errors';
import { buildCancellationMail } from './cancellation-mail';
import { buildRegistrationMail } from './mail';
import { findEvent, seatsLeftOf, stateOf } from './repository';

/** A cancellation token: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
export const newCancelToken = (): string => randomBytes(32).toString('base64url');
export const hashCancelToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export interface RegisterOptions {
  now?: Date;
  /** The link in the e-mail for a token (the public URL, never the request's Host). */
  cancelUrl: (locale: Locale, token: string) => string;
  /** The request carried the member link of an active Club AMA member (checked before the transaction). */
  memberByLink?: boolean;
}

/**
 * Registers a guest (docs/requirements.md#events) in ONE transaction:
 * 1. the event row is locked (FOR UPDATE): registrations of one event queue here, one at a time;
 * 2. cancelled or past → refused; for Club AMA members (only, or first until the public opening) and
 *    neither a member's link nor an active member's e-mail → refused; the e-mail already confirmed for
 *    this event → refused;
 * 3. the seats asked (1 + companions when present) must fit in what is left, or SOLD_OUT;
 * 4. the registration, its companions, the event's seat count and the confirmation e-mail (outbox) are
 *    written and commit together.
 * Whoever commits first gets the last seats; anyone refused has nothing written.
 */
export async function registerForEvent(
  kysely: Kysely<Database>,
  key: string,
  registration: EventRegistration,
  locale: Locale,
  { now = new Date(), cancelUrl, memberByLink = false }: RegisterOptions,
): Promise<EventRegistrationResponse['registration']> {
  const seats = registrationSeats(registration);
  const token = newCancelToken();
  return kysely.transaction().execute(async (trx) => {
    const db = trx;
    const event = await db
      .selectFrom('events')
      .select(['key', 'starts_at', 'capacity', 'seats_reserved', 'seats_taken', 'status', 'access', 'public_registration_opens_at'])
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new EventRefusal('unknown_event');
    const state = stateOf(event, now);
    if (state === 'cancelled') throw new EventRefusal('cancelled');
    if (state === 'past') throw new EventRefusal('past');
    // Read under the event's lock: an access changed meanwhile is the one that counts.
    if (membersGate(event, now) && !memberByLink && !(await isActiveMemberEmail(db, registration.email))) throw new EventRefusal('members_only');
    const existing = await db
      .selectFrom('event_registrations')
      .select('id')
      .where('event_key', '=', key)
      .where('status', '=', 'confirmed')
      .where(sql<string>`lower(email)`, '=', registration.email.toLowerCase())
      .executeTakeFirst();
    if (existing) throw new EventRefusal('already_registered');
    if (seats > seatsLeftOf(event)) throw new EventRefusal('sold_out');

    const { id } = await db
      .insertInto('event_registrations')
      .values({
        event_key: key,
        email: registration.email,
        first_name: registration.firstName,
        last_name: registration.lastName,
        phone: registration.phone,
        company: registration.company,
        presence: registration.presence === 'yes',
        seats,
        locale,
        cancel_token_hash: hashCancelToken(token),
        conditions_accepted_at: now,
        privacy_accepted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (registration.companions.length > 0) {
      await db
        .insertInto('event_companions')
        .values(registration.companions.map((companion, index) => ({ registration_id: id, position: index + 1, name: companion.name })))
        .execute();
    }
    if (seats > 0) {
      await db
        .updateTable('events')
        .set((eb) => ({ seats_taken: eb('seats_taken', '+', seats) }))
        .where('key', '=', key)
        .execute();
    }
    const detail = (await findEvent(trx, key, locale, now))!;
    const companions = registration.companions.map((companion) => companion.name);
    await enqueueMail(
      trx,
      buildRegistrationMail({
        email: registration.email,
        firstName: registration.firstName,
        lastName: registration.lastName,
        seats,
        presence: registration.presence === 'yes',
        companions,
        event: detail,
        locale,
        cancelUrl: cancelUrl(locale, token),
      }),
    );
    return { eventKey: key, email: registration.email, firstName: registration.firstName, presence: registration.presence, seats, companions, cancelToken: token };
  });
}

/**
 * Cancels the registration a token names (the e-mail's link or the confirmation screen's button). The
 * token is never compared as text: its SHA-256 is looked up through the unique index, so the time an
 * answer takes says nothing about how much of a token was right. The event row is locked before the
 * seats are given back, as a registration locks it before taking them; the guest is e-mailed in the
 * same transaction. Twice → alreadyCancelled, and no second e-mail.
 */
export async function cancelRegistration(kysely: Kysely<Database>, token: string, locale: Locale, now: Date = new Date()): Promise<EventCancellationResponse['cancellation']> {
  const hash = hashCancelToken(token);
  return kysely.transaction().execute(async (trx) => {
    const db = trx;
    const found = await db.selectFrom('event_registrations').select(['event_key']).where('cancel_token_hash', '=', hash).executeTakeFirst();
    if (!found) throw new EventRefusal('unknown_token');
    await db.selectFrom('events').select('key').where('key', '=', found.event_key).forUpdate().executeTakeFirstOrThrow();
    const cancelled = await db
      .updateTable('event_registrations')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('cancel_token_hash', '=', hash)
      .where('status', '=', 'confirmed')
      .returning(['seats', 'email', 'first_name', 'last_name', 'locale'])
      .executeTakeFirst();
    if (cancelled && cancelled.seats > 0) {
      await db
        .updateTable('events')
        .set((eb) => ({ seats_taken: eb('seats_taken', '-', cancelled.seats) }))
        .where('key', '=', found.event_key)
        .execute();
    }
    const event = (await findEvent(trx, found.event_key, locale, now))!;
    if (cancelled) {
      // The guest hears of it in the language they registered in, whichever page they cancelled from.
      const guestLocale = cancelled.locale as Locale;
      const inTheirs = guestLocale === locale ? event : (await findEvent(trx, found.event_key, guestLocale, now))!;
      const mail = { email: cancelled.email, firstName: cancelled.first_name, lastName: cancelled.last_name, locale: guestLocale, event: inTheirs, by: 'guest' as const };
      await enqueueMail(trx, buildCancellationMail(mail));
    }
    return { alreadyCancelled: !cancelled, event: { key: event.key, title: event.title, startsAt: event.startsAt, timeZone: event.timeZone } };
  });
}
