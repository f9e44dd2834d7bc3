import type { EventAccess } from '@ama/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/008 (events), kept beside the code that owns the tables. */
export type EventsTable = {
  key: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  time_zone: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  capacity: number;
  seats_reserved: ColumnType<number, number | undefined, number>;
  seats_taken: ColumnType<number, number | undefined, number>;
  status: ColumnType<'open' | 'cancelled', 'open' | 'cancelled' | undefined, 'open' | 'cancelled'>;
  created_at: ColumnType<Date, never, never>;
  /** migrations/202611291500: who may register (EVENT_ACCESS). */
  access: ColumnType<EventAccess, EventAccess | undefined, EventAccess>;
  members_first_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** Members first: when everyone may register. */
  public_registration_opens_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type EventTranslationsTable = {
  event_key: string;
  locale: string;
  title: string;
  summary: string;
  description: string;
  venue_name: string;
  address: string;
  city: string;
};

export type EventRegistrationsTable = {
  id: Generated<string>;
  event_key: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  presence: boolean;
  seats: number;
  locale: string;
  cancel_token_hash: Buffer;
  status: ColumnType<'confirmed' | 'cancelled', 'confirmed' | 'cancelled' | undefined, 'confirmed' | 'cancelled'>;
  conditions_accepted_at: Date;
  privacy_accepted_at: Date;
  created_at: ColumnType<Date, never, never>;
  cancelled_at: Date | null;
};

export type EventCompanionsTable = {
  registration_id: string;
  position: number;
  name: string;
};

/** migrations/202611291500: the Club AMA members invited to an event, once each. */
export type EventInvitationsTable = {
  event_key: string;
  club_member_id: string;
  locale: string;
  invited_at: ColumnType<Date, Date | undefined, never>;
};

export type EventTables = {
  events: EventsTable;
  event_translations: EventTranslationsTable;
  event_registrations: EventRegistrationsTable;
  event_companions: EventCompanionsTable;
  event_invitations: EventInvitationsTable;
};

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    events: EventsTable;
    event_translations: EventTranslationsTable;
    event_registrations: EventRegistrationsTable;
    event_companions: EventCompanionsTable;
    event_invitations: EventInvitationsTable;
  }
}
