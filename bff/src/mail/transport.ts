import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-repository';

/** What the worker needs from a mail transport; tests and other providers can stand in for SMTP. */
export interface MailTransport {
  /** `messageId`: the same for every attempt at one outbox row (see worker.ts). */
  send(mail: OutgoingMail & { from: string; messageId?: string }): Promise<void>;
  close(): void;
}

/**
 * Bounded waits: without them a silent SMTP server would hold a worker pass (and shutdown) forever.
 * nodemailer's defaults are minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP over nodemailer, configured by a URL: smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send({ from, to, subject, text, html, messageId }) {
      await transporter.sendMail({ from, to, subject, text, html, ...(messageId ? { messageId } : {}) });
    },
    close: () => transporter.close(),
  };
}
