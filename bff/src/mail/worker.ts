import type { AppDatabase } from '../db';
import { claimDueMails, markSent, recordFailure, type ClaimedMail } from './outbox-repository';
import { MAIL_RETRY, type RetryPolicy } from './retry-policy';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: AppDatabase;
  transport: MailTransport;
  /** Sender of every mail (MAIL_FROM). */
  from: string;
  retry?: RetryPolicy;
  /** Mails taken per pass: bounds the time one pass can hold the worker. */
  batchSize?: number;
  /** How long a claimed mail is hidden from other passes while it is being sent. */
  leaseMs?: number;
  /** Injected so tests can move time forward through the backoff without waiting. */
  now?: () => Date;
  onError?: (mailId: number, error: unknown) => void;
}

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailWorker {
  /** One delivery pass over the due mails. */
  runOnce(): Promise<PassResult>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One Message-ID per outbox row, the same at every attempt. The claim keeps two instances from sending
 * a row at once; what remains is an instance dying after the SMTP server accepted a mail and before
 * the row was marked sent: the retry then carries the same Message-ID, which mail systems use to
 * recognise a duplicate (docs/adr-008-two-instances.md).
 */
export const outboxMessageId = (mail: Pick<ClaimedMail, 'id' | 'created_at'>, from: string): string => {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.created_at.getTime()}@${domain}>`;
};

/** Delivers due outbox rows one after the other; every outcome is written back to the row. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, retry = MAIL_RETRY, batchSize = 10, leaseMs = 5 * 60_000, now = () => new Date(), onError } = options;
  return {
    async runOnce() {
      const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
      const mails = await claimDueMails(db.kysely, now(), batchSize, leaseMs);
      for (const mail of mails) {
        try {
          await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: outboxMessageId(mail, from) });
          await markSent(db.kysely, mail.id, now());
          result.sent += 1;
        } catch (error) {
          onError?.(mail.id, error);
          const outcome = await recordFailure(db.kysely, mail, errorText(error), now(), retry);
          result[outcome === 'failed' ? 'failed' : 'retrying'] += 1;
        }
      }
      return result;
    },
  };
}
