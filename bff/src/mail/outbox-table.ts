import type { ColumnType, Generated, Kysely } from 'kysely';
import type { OUTBOX_STATUSES } from '@ama/contracts';
import type { Database } from '../db';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Kysely's view of migrations/002 `outbox`. Kept beside the mail code that owns the table. */
export type OutboxTable = {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
  sent_at: Date | null;
};

export type OutboxTables = {
  outbox: OutboxTable;
};

/** The app's Kysely (or a transaction of it) seen with the outbox table; a transaction stays a transaction. */
export const withOutbox = (kysely: Kysely<Database>) => kysely.withTables<OutboxTables>();
