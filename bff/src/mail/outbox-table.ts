import type { ColumnType, Generated } from 'kysely';
import type { OUTBOX_STATUSES } from '@ama/contracts';

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

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    outbox: OutboxTable;
  }
}
