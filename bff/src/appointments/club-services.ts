import { CLUB_SERVICE_KINDS, CLUB_SERVICE_STATUSES, SHOP_TIME_ZONE, type ClubServiceKind, type ClubServicesResponse, type ClubStatus, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { wallClock } from '../domain/time-zones';
import { HttpError } from '../http/errors';
import { findStore } from '../stores';

/**
 * Club AMA's yearly services as appointments (docs/services.md). This module never reads the club's
 * tables or its token: app.ts hands it a port that answers "whom does this member link name, and in
 * which status" (the club's public `clubMemberIdentity`).
 */
export interface ServiceMember {
  id: string;
  name: string;
  lastname: string;
  email: string;
  locale: Locale;
  status: ClubStatus;
}
export type ClubMemberPort = (token: unknown, now: Date) => Promise<ServiceMember | null>;

/** The Italian calendar year an instant counts in: the once-a-year rule follows Italy's calendar wherever the store is. */
export const serviceYearOf = (instant: Date): number => Number(wallClock(instant, SHOP_TIME_ZONE).date.slice(0, 4));

export const entitledServices = (status: ClubStatus): ClubServiceKind[] => CLUB_SERVICE_KINDS.filter((kind) => (CLUB_SERVICE_STATUSES[kind] as readonly string[]).includes(status));

/**
 * The member a service booking is made for, or 403: no valid member link, a pending / revoked /
 * terminated account ('members_only'), a member asking for the ELITE service ('elite_only'). 403 and not
 * 409: who is asking forbids it, and asking again will not change that (a used year is the 409).
 */
export async function requireServiceMember(port: ClubMemberPort | undefined, token: unknown, kind: ClubServiceKind, now: Date): Promise<ServiceMember> {
  const member = port ? await port(token, now) : null;
  if (member && entitledServices(member.status).includes(kind)) return member;
  const eliteOnly = member !== null && (member.status === 'member' || member.status === 'elite') && kind === 'professional_polishing';
  throw new HttpError(403, 'FORBIDDEN', eliteOnly ? 'This service is for ELITE members' : 'This service is for Club AMA members', {
    kind: eliteOnly ? 'elite_only' : 'members_only',
  });
}

/** This year's live booking of a service by a member, if any. */
export const liveServiceBooking = (db: Kysely<Database>, memberId: string, kind: ClubServiceKind, year: number) =>
  db
    .selectFrom('appointments')
    .select(['starts_at', 'place_id', 'created_at'])
    .where('club_member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('service_year', '=', year)
    .where('status', '=', 'booked')
    .executeTakeFirst();

/** GET /api/appointments/club-services: each service the member is entitled to, used or not this year. */
export async function clubServiceStates(db: Kysely<Database>, member: ServiceMember, now: Date): Promise<ClubServicesResponse> {
  const year = serviceYearOf(now);
  const services = await Promise.all(
    entitledServices(member.status).map(async (kind) => {
      const row = await liveServiceBooking(db, member.id, kind, year);
      const store = row ? await findStore(db, row.place_id!) : undefined;
      const booking =
        row && store ? { start: new Date(row.starts_at).toISOString(), timeZone: store.timeZone, placeName: store.name, bookedAt: new Date(row.created_at).toISOString() } : null;
      return { kind, year, booking };
    }),
  );
  return { member: { name: `${member.name} ${member.lastname}`, email: member.email }, services };
}
