import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';

export type { Logger };

/** JSON logs on stdout; silent under test. Secrets in headers never reach the log. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  });
}
