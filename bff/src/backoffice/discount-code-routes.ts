import { discountCodeActiveSchema, newDiscountCodeSchema, STAFF_PATHS, staffDiscountCodeParamsSchema, staffDiscountCodesQuerySchema } from '@ama/contracts';
import { Router } from 'express';
import { createDiscountCode, findDiscountCodeForStaff, listDiscountCodes, setDiscountCodeActive } from '../cart';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** Discount codes for managers: the list with their redemptions, a new code, switching one off or on (docs/backoffice.md). */
export function staffDiscountCodesRouter({ db, settings, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];

  router.get(STAFF_PATHS.discountCodes, ...manager, async (req, res) => {
    res.json(await listDiscountCodes(db, staffDiscountCodesQuerySchema.parse(req.query), now()));
  });

  router.get(STAFF_PATHS.discountCode, ...manager, async (req, res) => {
    const found = await findDiscountCodeForStaff(db, staffDiscountCodeParamsSchema.parse(req.params).code, now());
    if (!found) throw new NotFoundError('No such discount code');
    res.json(found);
  });

  router.post(STAFF_PATHS.discountCodes, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const code = newDiscountCodeSchema.parse(req.body);
    const created = await db.transaction().execute(async (trx) => {
      const made = await createDiscountCode(trx, code, now());
      await recordAudit(trx, { staffEmail: sessionOf(res).account.email, action: 'discount-code.create', subject: code.code, detail: { ...code } });
      return made;
    });
    res.status(201).json(created);
  });

  router.put(STAFF_PATHS.discountCodeActive, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const { code } = staffDiscountCodeParamsSchema.parse(req.params);
    const { active } = discountCodeActiveSchema.parse(req.body);
    const changed = await db.transaction().execute(async (trx) => {
      const done = await setDiscountCodeActive(trx, code, active, now());
      if (done) await recordAudit(trx, { staffEmail: sessionOf(res).account.email, action: active ? 'discount-code.enable' : 'discount-code.disable', subject: code });
      return done;
    });
    if (!changed) throw new NotFoundError('No such discount code');
    res.json(changed);
  });

  return router;
}
