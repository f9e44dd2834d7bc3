import {
  localeQuerySchema,
  orderStatusChangeSchema,
  requestReturnSchema,
  returnParamsSchema,
  returnStatusChangeSchema,
  STAFF_PATHS,
  staffOrderParamsSchema,
  staffOrdersQuerySchema,
} from '@ama/contracts';
import { Router } from 'express';
import { jsonBody } from '../http/json-body';
import { NotFoundError } from '../domain/errors';
import { HttpError } from '../http/errors';
import { changeOrderStatus, changeReturnStatus, findStaffOrder, listStaffOrders, requestReturn } from '../orders';
import { PaymentUnavailableError } from '../payment';
import { orderStatusAudit, returnAudit } from './stale-claims';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** The provider did not answer a refund: the change stays claimed and is finished by asking again (or by housekeeping). */
function refundHttpError(error: unknown): never {
  if (error instanceof PaymentUnavailableError) {
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; nothing else can change this meanwhile. Ask again in a moment.', undefined, {
      'Retry-After': '5',
    });
  }
  throw error;
}

/** The staff member's page language (every call of the shop's front ends names it): an order's options are named in it. */
const pageLocale = (query: unknown) => localeQuerySchema.parse(query).locale;

/** Orders for staff: the list, one order, its next status and its returns (docs/backoffice.md). */
export function staffOrdersRouter({ db, settings, payments, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const staff = [signedIn(db, settings.session, now), passwordSettled, requireRole('staff')];

  router.get(STAFF_PATHS.orders, ...staff, async (req, res) => {
    res.json(await listStaffOrders(db, staffOrdersQuerySchema.parse(req.query)));
  });

  router.get(STAFF_PATHS.order, ...staff, async (req, res) => {
    const order = await findStaffOrder(db, staffOrderParamsSchema.parse(req.params).number, pageLocale(req.query));
    if (!order) throw new NotFoundError('No such order');
    res.json({ order });
  });

  router.post(STAFF_PATHS.orderStatus, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number } = staffOrderParamsSchema.parse(req.params);
    const change = orderStatusChangeSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    const record = orderStatusAudit({ carrier: change.carrier, trackingNumber: change.trackingNumber });
    await changeOrderStatus({ db, payments, now, record }, number, change, by).catch(refundHttpError);
    res.json({ order: await findStaffOrder(db, number, pageLocale(req.query)) });
  });

  // A return the shopper asked for by e-mail: the same rules as the shopper's own button.
  router.post(STAFF_PATHS.orderReturns, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number } = staffOrderParamsSchema.parse(req.params);
    const input = requestReturnSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    await requestReturn({ db, payments, now, record: returnAudit() }, { number }, input, by);
    res.status(201).json({ order: await findStaffOrder(db, number, pageLocale(req.query)) });
  });

  router.post(STAFF_PATHS.orderReturnStatus, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number, returnId } = returnParamsSchema.parse(req.params);
    const change = returnStatusChangeSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    await changeReturnStatus(
      { db, payments, now, record: returnAudit({ refusal: change.refusal, voucherAmountCents: change.voucherAmountCents }) },
      number,
      returnId,
      change,
      by,
    ).catch(refundHttpError);
    res.json({ order: await findStaffOrder(db, number, pageLocale(req.query)) });
  });

  return router;
}
