import {
  CUSTOM_DESIGN_PATHS,
  CUSTOM_DESIGN_TOKEN_HEADER,
  customDesignRequestSchema,
  localeQuerySchema,
  orderHeadersSchema,
  type CustomDesignCreated,
  type CustomDesignResponse,
} from '@ama/contracts';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { NotFoundError } from '../domain/errors';
import { HttpError, noStoreAnswers } from '../http/errors';
import { PaymentUnavailableError, SILENT_FEE_LOG, type PaymentProvider } from '../payment';
import { changeDesign } from './design-changes';
import { designIdOfToken, signDesignToken, type DesignLinks } from './design-records';
import { findDesign, requestDesign } from './designs';

export interface DesignRouterOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  /** The club's link secret: the request page's token is signed with it. */
  linkSecret: string;
  links: DesignLinks;
  /** Per-IP limit, JSON content type, body parser: the club's writes. */
  writes: RequestHandler[];
  now: () => Date;
}

const emptyBodySchema = z.strictObject({}).optional();

/** The provider did not answer: nothing is known to have moved, and the same request may be sent again. */
const unavailable = (error: unknown) =>
  error instanceof PaymentUnavailableError
    ? new HttpError(503, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; please try again in a moment', undefined, { 'Retry-After': '5' })
    : error;

/**
 * Custom design, the customer's side (contracts/src/custom-designs.ts, docs/services.md#custom-design):
 * the request with its card (the fee held), the request's page by its link token, and withdrawing (the
 * fee charged). Never cached: every answer is personal.
 */
export function customDesignRouter({ db, payments, linkSecret, links, writes, now }: DesignRouterOptions): Router {
  const router = Router();
  router.use(Object.values(CUSTOM_DESIGN_PATHS), noStoreAnswers);

  /** The design the request's token names; any other request reads 404, whether or not such a design exists. */
  const designOf = (req: Request): string => {
    const id = designIdOfToken(linkSecret, req.get(CUSTOM_DESIGN_TOKEN_HEADER));
    if (!id) throw new NotFoundError('No such custom design');
    return id;
  };

  router.post(CUSTOM_DESIGN_PATHS.requests, ...writes, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const { 'idempotency-key': key } = orderHeadersSchema.parse(req.headers);
    const input = customDesignRequestSchema.parse(req.body);
    const outcome = await requestDesign({ db, payments, links }, input, locale, key, req.log ?? SILENT_FEE_LOG).catch((error: unknown) => {
      throw unavailable(error);
    });
    if (!outcome.ok) {
      throw new HttpError(402, 'PAYMENT_FAILED', outcome.reason === 'declined' ? 'The payment was declined' : 'The card was refused', { payment: outcome.reason });
    }
    res.status(201).json({ design: outcome.row, token: signDesignToken(linkSecret, outcome.row.id, now()) } satisfies CustomDesignCreated);
  });

  router.get(CUSTOM_DESIGN_PATHS.mine, async (req, res) => {
    localeQuerySchema.parse(req.query);
    const design = await findDesign(db, designOf(req));
    if (!design) throw new NotFoundError('No such custom design');
    res.json({ design } satisfies CustomDesignResponse);
  });

  router.post(CUSTOM_DESIGN_PATHS.withdrawal, ...writes, async (req, res) => {
    localeQuerySchema.parse(req.query);
    const id = designOf(req);
    emptyBodySchema.parse(req.body);
    const design = await changeDesign({ db, payments, links, now }, id, { status: 'withdrawn' }, 'customer').catch((error: unknown) => {
      throw unavailable(error);
    });
    res.json({ design } satisfies CustomDesignResponse);
  });

  return router;
}
