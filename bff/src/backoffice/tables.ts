import type { StaffRole } from '@ama/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/202611271200_backoffice_staff.sql. */

export interface StaffAccountsTable {
  id: Generated<string>;
  email: string;
  role: StaffRole;
  password_hash: string;
  must_change_password: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface StaffSessionsTable {
  token_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StaffAuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  staff_email: string;
  action: string;
  subject: string | null;
  /** jsonb: read as the value, written as its JSON text. */
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
}

/** Wrong passwords per e-mail typed, staff or not (migrations/202611281930_backoffice_sign_in_locks.sql). */
export interface StaffSignInLocksTable {
  email: string;
  failed_attempts: Generated<number>;
  locked_until: Date | null;
  updated_at: Generated<Date>;
}

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    staff_accounts: StaffAccountsTable;
    staff_sessions: StaffSessionsTable;
    staff_audit_log: StaffAuditLogTable;
    staff_sign_in_locks: StaffSignInLocksTable;
  }
}
