import { CLUB_MEMBER_TOKEN_PARAM, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail';
import { activeClubMembers } from './club-membership';
import { buildInvitationMail } from './invitation-mail';
import type { EventWriteLinks } from './staff-event-writes';
import { selectEvents, toSummary } from './repository';

/** An event's page in a language, at the shop's public address (the events module's port `eventPageUrl`). */
export type EventPageUrl = (key: string, locale: Locale) => string;

/**
 * Invites every active Club AMA member to an event for members (only, or first), each in their language,
 * inside the caller's transaction: the invitation's row and its e-mail (outbox) commit with the save that
 * made the event so. The row's key (event, member) makes a second save, or a concurrent one, skip whoever
 * was already invited. Returns how many were invited now.
 */
export async function inviteClubMembers(trx: Kysely<Database>, key: string, now: Date, { eventPageUrl, memberToken }: EventWriteLinks): Promise<number> {
  const summaries = new Map<Locale, ReturnType<typeof toSummary>>();
  const summaryIn = async (locale: Locale) => {
    if (!summaries.has(locale)) summaries.set(locale, toSummary(await selectEvents(trx, locale).where('events.key', '=', key).executeTakeFirstOrThrow(), now));
    return summaries.get(locale)!;
  };
  // Nothing to invite to when everyone may register already, or the event is over.
  const { access, state } = await summaryIn('en');
  if ((access !== 'members_only' && access !== 'members_first') || state === 'past' || state === 'cancelled') return 0;
  const members = await activeClubMembers(trx, now);
  let invited = 0;
  for (const member of members) {
    const inserted = await trx
      .insertInto('event_invitations')
      .values({ event_key: key, club_member_id: member.id, locale: member.locale })
      .onConflict((conflict) => conflict.columns(['event_key', 'club_member_id']).doNothing())
      .returning('club_member_id')
      .executeTakeFirst();
    if (!inserted) continue;
    const event = await summaryIn(member.locale);
    await enqueueMail(
      trx,
      buildInvitationMail({
        email: member.email,
        name: member.name,
        lastname: member.lastname,
        locale: member.locale,
        event: { ...event, access, publicRegistrationOpensAt: event.publicRegistrationOpensAt ?? null },
        // With the member's own link token: the event's page carries it on to the registration.
        eventUrl: memberToken ? `${eventPageUrl(key, member.locale)}?${CLUB_MEMBER_TOKEN_PARAM}=${encodeURIComponent(memberToken(member.id))}` : eventPageUrl(key, member.locale),
      }),
    );
    invited += 1;
  }
  return invited;
}
