import type { DesignLinks } from '../club';
import { STAFF_PATHS, type Locale } from '@ama/contracts';
import { Router } from 'express';
import { HttpError } from '../http/errors';
import { requireJsonContentType } from '../http/json-body';
import { ipRateLimit } from '../http/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EventWriteLinks } from '../events';
import type { PaymentProvider } from '../payment';
import { staffAnswers } from './guard';
import { staffAppointmentsRouter } from './appointment-routes';
import { staffClubLoansRouter } from './club-loan-routes';
import { staffClubPersonalisationsRouter } from './club-personalisation-routes';
import { staffCustomDesignsRouter } from './custom-design-routes';
import { staffClubRouter } from './club-routes';
import { staffDiscountCodesRouter } from './discount-code-routes';
import { staffEventsRouter } from './event-routes';
import { staffOrdersRouter } from './order-routes';
import { staffProductsRouter } from './product-routes';
import { staffWarrantyRenewalsRouter } from './renewal-routes';
import { staffSessionRouter } from './session-routes';
import type { BackofficeSettings } from './settings';

export interface BackofficeRouterOptions {
  db: Kysely<Database>;
  settings: BackofficeSettings['backoffice'];
  /** Refunds of cancelled orders. */
  payments: PaymentProvider;
  /** Secure cookie: the shop is served over https. */
  secureCookie: boolean;
  now: () => Date;
  /** A Club AMA member's links for their e-mails (the terms page, their own page): the club module's. */
  clubLinks: (member: { id: string; locale: Locale }) => { terms: string; member: string };
  /** A custom design's page (with its token) for the e-mails of its steps: the club module's. */
  designLinks: DesignLinks;
  /** Told when staff changed the catalogue (a product's availability): the app clears the catalogue's caches. */
  onCatalogueChanged: () => void;
  /** An event's public page, for the Club AMA members' invitations an event's save sends: the events module's. */
  eventPageUrl: EventWriteLinks['eventPageUrl'];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Every method a staff path answers; any other (TRACE, CONNECT…) is 405 before anything else looks at it. */
const METHODS = [...READS, 'POST', 'PUT', 'DELETE'];

/** The back office's API under /api/staff (contracts/src/staff.ts): never cached, never indexed, errors included. */
export function backofficeRouter(options: BackofficeRouterOptions): Router {
  const router = Router();
  router.use('/staff', staffAnswers);
  router.use('/staff', (req, _res, next) =>
    next(METHODS.includes(req.method) ? undefined : new HttpError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', undefined, { Allow: METHODS.join(', ') })),
  );
  // One budget for every staff call but the sign-in (which has its own, smaller one), counted before
  // anything else, then a write's content type (415) before its session: a form of another site is
  // refused for what it is, whoever sends it (http/json-body.ts).
  const calls = ipRateLimit(options.settings.apiRateLimit);
  router.use('/staff', (req, res, next) => (req.method === 'POST' && req.path === STAFF_PATHS.session.slice('/staff'.length) ? next() : calls(req, res, next)));
  router.use('/staff', (req, res, next) => (READS.has(req.method) ? next() : requireJsonContentType(req, res, next)));
  router.use(staffSessionRouter(options));
  router.use(staffOrdersRouter(options));
  router.use(staffWarrantyRenewalsRouter(options));
  router.use(staffEventsRouter(options));
  router.use(staffAppointmentsRouter(options));
  router.use(staffProductsRouter(options));
  router.use(staffDiscountCodesRouter(options));
  router.use(staffClubRouter(options));
  router.use(staffClubLoansRouter(options));
  router.use(staffClubPersonalisationsRouter(options));
  router.use(staffCustomDesignsRouter(options));
  return router;
}
