import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  staffEmail: string;
  /** 'sign-in', 'sign-out', 'order.status', 'account.add'… */
  action: string;
  subject?: string;
  detail?: Record<string, unknown>;
}

/** One line of the audit log: who did what to what, now. Written in the change's own transaction where there is one. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({ staff_email: entry.staffEmail, action: entry.action, subject: entry.subject ?? null, detail: JSON.stringify(entry.detail ?? {}) })
    .execute();
}
