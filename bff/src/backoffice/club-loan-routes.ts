import { clubLoanConfirmationSchema, clubLoanRefusalSchema, emptyStaffBodySchema, STAFF_PATHS, staffClubLoanParamsSchema, staffClubLoansQuerySchema } from '@ama/contracts';
import { Router, type Response } from 'express';
import type { Kysely } from 'kysely';
import { confirmLoan, findClubLoanForStaff, handOverLoan, listClubLoans, refuseLoan, returnLoan } from '../club';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/**
 * The ELITE jewellery loans for managers (docs/services.md#elite-jewellery-loan): the requests, one
 * with its history, and the shop's steps, each in one transaction with its audit line and the member's
 * e-mail (club/staff-loans.ts).
 */
export function staffClubLoansRouter({ db, settings, now, clubLinks }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];
  const writes = [...manager, csrfChecked, jsonBody()];
  const loanOr404 = async (id: string) => {
    const found = await findClubLoanForStaff(db, id);
    if (!found) throw new NotFoundError('No such loan');
    return found;
  };
  /** Runs `step` for the loan of the request's path as the signed-in manager, audited, and answers the loan as it is now. */
  const step = async (res: Response, rawId: unknown, action: string, run: (trx: Kysely<Database>, id: string, by: string) => Promise<unknown>, detail?: object) => {
    const { id } = staffClubLoanParamsSchema.parse({ id: rawId });
    const by = sessionOf(res).account.email;
    await db.transaction().execute(async (trx) => {
      await run(trx, id, by);
      await recordAudit(trx, { staffEmail: by, action, subject: id, detail: { ...detail } });
    });
    res.json(await loanOr404(id));
  };

  router.get(STAFF_PATHS.clubLoans, ...manager, async (req, res) => {
    res.json(await listClubLoans(db, staffClubLoansQuerySchema.parse(req.query)));
  });

  router.get(STAFF_PATHS.clubLoan, ...manager, async (req, res) => {
    res.json(await loanOr404(staffClubLoanParamsSchema.parse(req.params).id));
  });

  router.post(STAFF_PATHS.clubLoanConfirmation, ...writes, async (req, res) => {
    const choice = clubLoanConfirmationSchema.parse(req.body);
    await step(res, req.params.id, 'club.loan-confirm', (trx, id, by) => confirmLoan(trx, id, choice, by, clubLinks), choice);
  });

  router.post(STAFF_PATHS.clubLoanRefusal, ...writes, async (req, res) => {
    const { reason } = clubLoanRefusalSchema.parse(req.body);
    await step(res, req.params.id, 'club.loan-refuse', (trx, id, by) => refuseLoan(trx, id, reason, by, clubLinks), { reason });
  });

  router.post(STAFF_PATHS.clubLoanHandOver, ...writes, async (req, res) => {
    emptyStaffBodySchema.parse(req.body);
    await step(res, req.params.id, 'club.loan-hand-over', (trx, id, by) => handOverLoan(trx, id, by, clubLinks, now()));
  });

  router.post(STAFF_PATHS.clubLoanReturn, ...writes, async (req, res) => {
    emptyStaffBodySchema.parse(req.body);
    await step(res, req.params.id, 'club.loan-return', (trx, id, by) => returnLoan(trx, id, by, clubLinks, now()));
  });

  return router;
}
