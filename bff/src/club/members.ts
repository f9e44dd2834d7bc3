import type { ClubStatus } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UnknownMemberError } from './errors';

/** A member as the club's services read one (snake_case stays here). */
export interface MemberRecord {
  id: string;
  email: string;
  name: string;
  lastname: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  locale: string;
  status: ClubStatus;
  eliteUntilYear: number | null;
  registeredAt: Date;
}

/** Benefits belong to members and ELITE; a pending sign-up has its welcome code only (docs/club.md). */
export const enjoysBenefits = (status: ClubStatus) => status === 'member' || status === 'elite';
/** Revoked or terminated: the account stays readable, but nothing new is issued or changed. */
export const isClosed = (status: ClubStatus) => status === 'revoked' || status === 'terminated';

/**
 * The member, or UnknownMemberError. `forUpdate` locks the row until the transaction ends: the
 * benefit writes take it first, so two requests of one member (two clicks on "seasonal code") run one
 * after the other and count each other's codes.
 */
export async function findMember(db: Kysely<Database>, memberId: string, { forUpdate = false } = {}): Promise<MemberRecord> {
  let query = db
    .selectFrom('club_members')
    .select(['id', 'email', 'name', 'lastname', 'locale', 'status', 'elite_until_year', 'registered_at'])
    .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
    .where('id', '=', memberId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new UnknownMemberError();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    birthDate: row.birth_date,
    locale: row.locale,
    status: row.status,
    eliteUntilYear: row.elite_until_year,
    registeredAt: row.registered_at,
  };
}
