import {
  customDesignClosingSchema,
  customDesignProductionSchema,
  customDesignProposalSchema,
  STAFF_PATHS,
  staffCustomDesignParamsSchema,
  staffCustomDesignsQuerySchema,
} from '@ama/contracts';
import { Router, type Response } from 'express';
import { changeDesign, findCustomDesignForStaff, listCustomDesigns, type DesignChange, type DesignChangeRecorder } from '../club';
import { NotFoundError, RuleViolationError } from '../domain/errors';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { findStaffOrder } from '../orders';
import { PaymentUnavailableError } from '../payment';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** The audit line of a design's step, as the manager who asked it. */
const designAudit =
  (detail: Record<string, unknown>): DesignChangeRecorder =>
  (trx, entry) =>
    recordAudit(trx, { staffEmail: entry.by, action: 'club.custom-design', subject: entry.id, detail: { from: entry.from, to: entry.to, ...detail } });

/**
 * Custom designs for managers (docs/services.md#custom-design): the requests, one with its history,
 * and the shop's steps: a proposal, production (the fee released) and closing a design not taken up
 * (the fee charged). Each step is audited in the transaction that applies it (club/design-changes.ts).
 */
export function staffCustomDesignsRouter({ db, settings, payments, now, designLinks }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];
  const writes = [...manager, csrfChecked, jsonBody()];
  const designOr404 = async (id: string) => {
    const found = await findCustomDesignForStaff(db, id);
    if (!found) throw new NotFoundError('No such custom design');
    return found;
  };
  /** Takes `change` for the design of the request's path as the signed-in manager, and answers the design as it is now. */
  const step = async (res: Response, rawId: unknown, change: DesignChange) => {
    const { id } = staffCustomDesignParamsSchema.parse({ id: rawId });
    const by = sessionOf(res).account.email;
    try {
      await changeDesign({ db, payments, links: designLinks, now, record: designAudit({ ...change }) }, id, change, by);
    } catch (error) {
      // The provider did not answer: the change stays claimed, and asking again (or housekeeping) finishes it.
      if (error instanceof PaymentUnavailableError) {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; nothing else can change this meanwhile. Ask again in a moment.', undefined, {
          'Retry-After': '5',
        });
      }
      throw error;
    }
    res.json(await designOr404(id));
  };

  router.get(STAFF_PATHS.customDesigns, ...manager, async (req, res) => {
    res.json(await listCustomDesigns(db, staffCustomDesignsQuerySchema.parse(req.query)));
  });

  router.get(STAFF_PATHS.customDesign, ...manager, async (req, res) => {
    res.json(await designOr404(staffCustomDesignParamsSchema.parse(req.params).id));
  });

  router.post(STAFF_PATHS.customDesignProposal, ...writes, async (req, res) => {
    const { message } = customDesignProposalSchema.parse(req.body);
    await step(res, req.params.id, { status: 'proposed', text: message });
  });

  router.post(STAFF_PATHS.customDesignProduction, ...writes, async (req, res) => {
    const { orderNumber } = customDesignProductionSchema.parse(req.body);
    // The piece's order, when named, must be one: its pieces then refuse a return as made to a personal design.
    if (orderNumber && !(await findStaffOrder(db, orderNumber))) throw new RuleViolationError('No order has this number', { orderNumber: 'unknown_order' });
    await step(res, req.params.id, { status: 'in_production', orderNumber });
  });

  router.post(STAFF_PATHS.customDesignClosing, ...writes, async (req, res) => {
    const { reason } = customDesignClosingSchema.parse(req.body);
    await step(res, req.params.id, { status: 'not_taken_up', text: reason });
  });

  return router;
}
