import pino, { type Logger } from 'pino';
import type { CoreConfig } from './config';

export type { Logger };

/**
 * JSON logs on stdout; silent under test. Secrets in headers never reach the log.
 * The destination writes asynchronously (sonic-boom, `sync: false`): a log line never blocks the event
 * loop on a slow stdout (a pipe to a collector), and pino flushes what is buffered when the process exits.
 */
export function createLogger(config: Pick<CoreConfig, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
