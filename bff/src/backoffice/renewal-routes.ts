import { STAFF_PATHS, staffWarrantyRenewalParamsSchema, staffWarrantyRenewalsQuerySchema, warrantyRenewalStepSchema } from '@ama/contracts';
import { Router } from 'express';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { captureHeldRenewal, findWarrantyRenewal, listWarrantyRenewals, stepWarrantyRenewal } from '../orders';
import { SILENT_FEE_LOG } from '../payment';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/**
 * The warranty renewals for staff (docs/services.md#warranty-renewal): the requests, one with its
 * order and history, and the workshop's steps (received, in service, sent back), each in one transaction
 * with its audit line and the customer's e-mail (orders/staff-renewals.ts). Every staff role.
 */
export function staffWarrantyRenewalsRouter({ db, settings, payments, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const staff = [signedIn(db, settings.session, now), passwordSettled, requireRole('staff')];
  const renewalOr404 = async (id: string) => {
    const found = await findWarrantyRenewal(db, id);
    if (!found) throw new NotFoundError('No such renewal');
    return found;
  };

  router.get(STAFF_PATHS.warrantyRenewals, ...staff, async (req, res) => {
    res.json(await listWarrantyRenewals(db, staffWarrantyRenewalsQuerySchema.parse(req.query)));
  });

  router.get(STAFF_PATHS.warrantyRenewal, ...staff, async (req, res) => {
    res.json(await renewalOr404(staffWarrantyRenewalParamsSchema.parse(req.params).id));
  });

  router.post(STAFF_PATHS.warrantyRenewalStatus, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { id } = staffWarrantyRenewalParamsSchema.parse(req.params);
    const step = warrantyRenewalStepSchema.parse(req.body);
    const by = sessionOf(res).account.email;
    // A contribution whose capture failed is taken before the piece is handled (the renewal exists).
    await captureHeldRenewal(db, payments, id, req.log ?? SILENT_FEE_LOG);
    await db.transaction().execute(async (trx) => {
      const { from, orderNumber } = await stepWarrantyRenewal(trx, id, step, by, now());
      await recordAudit(trx, {
        staffEmail: by,
        action: 'order.renewal',
        subject: id,
        detail: { order: orderNumber, from, to: step.status, carrier: step.carrier, trackingNumber: step.trackingNumber },
      });
    });
    res.json(await renewalOr404(id));
  });

  return router;
}
