import {
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
import { changeOrderStatus, changeReturnStatus, findStaffOrder, listStaffOrders, requestReturn, type ReturnRecorder } from '../orders';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** Orders for staff: the list, one order, its next status and its returns (docs/backoffice.md). */
export function staffOrdersRouter({ db, settings, payments, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const staff = [signedIn(db, settings.session, now), passwordSettled, requireRole('staff')];

  router.get(STAFF_PATHS.orders, ...staff, async (req, res) => {
    res.json(await listStaffOrders(db, staffOrdersQuerySchema.parse(req.query)));
  });

  router.get(STAFF_PATHS.order, ...staff, async (req, res) => {
    const order = await findStaffOrder(db, staffOrderParamsSchema.parse(req.params).number);
    if (!order) throw new NotFoundError('No such order');
    res.json({ order });
  });

  router.post(STAFF_PATHS.orderStatus, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number } = staffOrderParamsSchema.parse(req.params);
    const change = orderStatusChangeSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    const record = (trx: typeof db, entry: { from: string; to: string }) =>
      recordAudit(trx, {
        staffEmail: by,
        action: 'order.status',
        subject: number,
        detail: { from: entry.from, to: entry.to, carrier: change.carrier, trackingNumber: change.trackingNumber },
      });
    res.json({ order: await changeOrderStatus({ db, payments, record }, number, change, by) });
  });

  const returnAudit =
    (by: string, detail: Record<string, unknown> = {}): ReturnRecorder =>
    (trx, entry) =>
      recordAudit(trx, { staffEmail: by, action: 'order.return', subject: entry.number, detail: { returnId: entry.returnId, to: entry.to, ...detail } });

  // A return the shopper asked for by e-mail: the same rules as the shopper's own button.
  router.post(STAFF_PATHS.orderReturns, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number } = staffOrderParamsSchema.parse(req.params);
    const input = requestReturnSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    await requestReturn({ db, payments, now, record: returnAudit(by) }, { number }, input, by);
    res.status(201).json({ order: await findStaffOrder(db, number) });
  });

  router.post(STAFF_PATHS.orderReturnStatus, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { number, returnId } = returnParamsSchema.parse(req.params);
    const change = returnStatusChangeSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    await changeReturnStatus(
      { db, payments, now, record: returnAudit(by, { refusal: change.refusal, voucherAmountCents: change.voucherAmountCents }) },
      number,
      returnId,
      change,
      by,
    );
    res.json({ order: await findStaffOrder(db, number) });
  });

  return router;
}
