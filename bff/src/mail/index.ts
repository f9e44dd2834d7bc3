import type { CoreConfig } from '../config';
import type { AppDatabase } from '../db';
import type { Logger } from '../logger';
import { startPolling, type Polling } from './polling';
import { MAIL_RETRY } from './retry-policy';
import { createSmtpTransport } from './transport';
import { createMailWorker } from './worker';

export { enqueueMail, type OutgoingMail } from './outbox-repository';
export { escapeHtml } from './escape-html';
export { paragraphMail } from './paragraph-mail';
export { devOutboxRouter } from './dev-outbox-router';

/** Short enough that a confirmation arrives while the shopper still looks at the success message. */
export const MAIL_POLL_INTERVAL_MS = 2_000;

/**
 * Starts the outbox worker when SMTP_URL is set. Without it mails stay pending (readable through the
 * dev outbox), and are delivered later by an instance that has SMTP configured.
 */
export function startMailDelivery(
  config: Pick<CoreConfig, 'smtpUrl' | 'mailFrom' | 'devOutbox'> & Partial<Pick<CoreConfig, 'mailRetryBaseMs' | 'mailLeaseMs'>>,
  db: AppDatabase,
  logger: Logger,
): Polling {
  if (!config.smtpUrl) {
    logger.info(config.devOutbox ? 'SMTP_URL not set: mails stay in the outbox, see GET /api/dev/outbox' : 'SMTP_URL not set: mails stay in the outbox');
    return { stop: async () => undefined };
  }
  const transport = createSmtpTransport(config.smtpUrl);
  const worker = createMailWorker({
    db,
    transport,
    from: config.mailFrom,
    retry: { ...MAIL_RETRY, baseDelayMs: config.mailRetryBaseMs ?? MAIL_RETRY.baseDelayMs },
    ...(config.mailLeaseMs ? { leaseMs: config.mailLeaseMs } : {}),
    // The id is enough to find the row; the address is personal data and stays out of the logs.
    onError: (mailId, error) => logger.warn({ mailId, err: error }, 'mail delivery failed'),
  });
  const polling = startPolling(
    () => worker.runOnce(),
    MAIL_POLL_INTERVAL_MS,
    (error) => logger.error({ err: error }, 'mail worker pass failed'),
  );
  return {
    async stop() {
      await polling.stop();
      transport.close();
    },
  };
}
export { devOutboxEndpoints } from './openapi';
