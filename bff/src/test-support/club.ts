import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface TestMemberOptions {
  registeredAt?: Date;
  locale?: 'en' | 'it' | 'es' | 'de';
  status?: 'pending' | 'member' | 'elite' | 'revoked' | 'terminated';
  /** An ELITE's last year (the year after registeredAt's unless given). */
  eliteUntilYear?: number;
}

/**
 * A Club AMA sign-up as the sign-up endpoint stores it, written directly: lifecycle and operator tests
 * need members registered on a given day, which the endpoint (registering today) cannot give them.
 */
export async function insertTestMember(
  db: Kysely<Database>,
  { registeredAt = new Date(), locale = 'en', status = 'pending', eliteUntilYear = registeredAt.getUTCFullYear() + 1 }: TestMemberOptions = {},
): Promise<{ id: string; email: string }> {
  const email = `Member-${randomUUID()}@example.com`;
  const row = await db
    .insertInto('club_members')
    .values({
      email,
      name: 'Giulia',
      lastname: 'Rossi',
      person_key: `giulia|rossi|${randomUUID()}`,
      birth_date: '1990-05-04',
      phone: '+393471234567',
      country: 'IT',
      region_code: '03',
      region: 'Lombardia',
      city: 'Milano',
      province: 'MI',
      zip_code: '20121',
      address: 'Via Monte Napoleone 1',
      locale,
      status,
      elite_until_year: status === 'elite' ? eliteUntilYear : null,
      privacy_accepted_at: registeredAt,
      registered_at: registeredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** A valid Club AMA sign-up body with a fresh person and address each call (tests share one database per file). */
export function clubSignUpBody(overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    name: 'Giulia',
    lastname: `Bianchi ${unique}`,
    email: `member.${unique}.${Date.now()}@example.com`,
    phone: '02 1234 5678',
    country: 'IT',
    region: '03',
    address: 'Via Montenapoleone 1',
    city: 'Milano',
    zipCode: '20121',
    birthDate: '1990-05-17',
    privacy: true,
    ...overrides,
  };
}
