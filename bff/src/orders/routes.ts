import {
  localeQuerySchema,
  ORDER_PATHS,
  orderHeadersSchema,
  orderParamsSchema,
  placeOrderSchema,
  requestRenewalSchema,
  requestReturnSchema,
  type OrderResponse,
} from '@ama/contracts';
import { Router, type RequestHandler } from 'express';
import { HttpError, noStoreAnswers } from '../http/errors';
import { NotFoundError } from '../domain/errors';
import { noStore, visitorFromRequest } from '../visitor';
import { orderHttpError, sendOrderError } from './http-errors';
import { SILENT_FEE_LOG } from '../payment';
import type { OrderService } from './place-order';
import type { RenewalService } from './renewals';

export interface OrdersRouterOptions {
  orders: OrderService;
  /** visitorWriteGuard(…) with the orders' own rate limit: per-IP limit, JSON content type, body parser. */
  writes: RequestHandler[];
}

/** Set on the answer to a repeated Idempotency-Key (the order or decline of the first request). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * POST /api/orders?locale=xx (Idempotency-Key header) → 201 { order } | 402 PAYMENT_FAILED; the
 * contract in @ama/contracts orders.ts lists every answer. GET /api/orders/:reference?locale=xx →
 * 200 { order } for the visitor who placed it, 404 for anyone else. POST /api/orders/:reference/returns
 * → 201 { order } with its new return (the contract's returns.ts). Never cached: all are personal.
 */
export function ordersRouter({ orders, writes }: OrdersRouterOptions): Router {
  const router = Router();
  // Every answer under /orders, errors included: the 404 for someone else's order must not be stored either.
  router.use(ORDER_PATHS.orders, noStoreAnswers);

  router.post(ORDER_PATHS.orders, ...writes, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const { 'idempotency-key': idempotencyKey } = orderHeadersSchema.parse(req.headers);
    const input = placeOrderSchema.parse(req.body);
    noStore(res);
    try {
      // The request's logger hears of a capture or a void that failed without changing the answer.
      const outcome = await orders.place(visitorFromRequest(req), input, locale, idempotencyKey, req.log);
      if (outcome.replayed) res.set(REPLAYED_HEADER, 'true');
      if (outcome.kind === 'declined') {
        throw new HttpError(402, 'PAYMENT_FAILED', outcome.reason === 'declined' ? 'The payment was declined' : 'The card was refused', { payment: outcome.reason });
      }
      res.status(201).json({ order: outcome.order } satisfies OrderResponse);
    } catch (error) {
      if (sendOrderError(res, error)) return;
      throw orderHttpError(error) ?? error;
    }
  });

  router.get(ORDER_PATHS.order, async (req, res) => {
    const { reference } = orderParamsSchema.parse(req.params);
    // Checked like on every call; an order reads in the language it was placed in (its lines as sold).
    localeQuerySchema.parse(req.query);
    const order = await orders.get(visitorFromRequest(req), reference);
    // Someone else's order and no order at all read the same.
    if (!order) throw new NotFoundError('No such order');
    noStore(res).json({ order } satisfies OrderResponse);
  });

  // A return of some of the order's pieces (returns.ts): only its shopper, with the rules checked.
  router.post(ORDER_PATHS.orderReturns, ...writes, async (req, res) => {
    const { reference } = orderParamsSchema.parse(req.params);
    localeQuerySchema.parse(req.query);
    const input = requestReturnSchema.parse(req.body);
    const order = await orders.requestReturn(visitorFromRequest(req), reference, input);
    if (!order) throw new NotFoundError('No such order');
    noStore(res)
      .status(201)
      .json({ order } satisfies OrderResponse);
  });

  return router;
}

export interface RenewalsRouterOptions {
  renewals: RenewalService;
  /** The orders' write guard (the same limiter: a renewal pays like an order). */
  writes: RequestHandler[];
}

/**
 * POST /api/orders/:reference/renewals?locale=xx (Idempotency-Key header) → 201 { order } with its new
 * renewal (docs/services.md#warranty-renewal; the contract's warranty-renewals.ts lists every answer):
 * only the visitor who placed the order, else 404. Never cached.
 */
export function renewalsRouter({ renewals, writes }: RenewalsRouterOptions): Router {
  const router = Router();
  router.use(ORDER_PATHS.orderRenewals, noStoreAnswers);

  router.post(ORDER_PATHS.orderRenewals, ...writes, async (req, res) => {
    const { reference } = orderParamsSchema.parse(req.params);
    localeQuerySchema.parse(req.query);
    const { 'idempotency-key': key } = orderHeadersSchema.parse(req.headers);
    const input = requestRenewalSchema.parse(req.body);
    let outcome;
    try {
      // The request's logger hears of a capture or a void that failed without changing the answer.
      outcome = await renewals.request(visitorFromRequest(req), reference, input, key, req.log ?? SILENT_FEE_LOG);
    } catch (error) {
      throw orderHttpError(error) ?? error;
    }
    if (!outcome) throw new NotFoundError('No such order');
    if (outcome.kind === 'declined') {
      throw new HttpError(402, 'PAYMENT_FAILED', outcome.reason === 'declined' ? 'The payment was declined' : 'The card was refused', { payment: outcome.reason });
    }
    if (outcome.replayed) res.set(REPLAYED_HEADER, 'true');
    noStore(res)
      .status(201)
      .json({ order: outcome.order } satisfies OrderResponse);
  });

  return router;
}
