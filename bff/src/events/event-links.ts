import { ROUTES, type Locale } from '@ama/contracts';
import type { CoreConfig } from '../config';
import type { EventPageUrl } from './invitations';

/** The public URL, or this server's own address; never a request's Host (the e-mails' links). */
export const shopOrigin = (config: Pick<CoreConfig, 'publicUrl' | 'host' | 'port'>) => config.publicUrl ?? `http://${config.host}:${config.port}`;

/** /<locale>/events/<key> at the shop's address. */
export const eventPageUrl =
  (config: Pick<CoreConfig, 'publicUrl' | 'host' | 'port'>): EventPageUrl =>
  (key, locale: Locale) =>
    `${shopOrigin(config)}/${locale}${ROUTES.event.replace(':key', encodeURIComponent(key))}`;
