import { clubPersonalisationRefusalSchema, emptyStaffBodySchema, STAFF_PATHS, staffClubPersonalisationParamsSchema, staffClubPersonalisationsQuerySchema } from '@ama/contracts';
import { Router, type Response } from 'express';
import type { Kysely } from 'kysely';
import { approvePersonalisation, findClubPersonalisationForStaff, listClubPersonalisations, refusePersonalisation } from '../club';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/**
 * The free personalisations for managers (docs/services.md#free-personalisation): the requests, one
 * with its history, and the two answers, each in one transaction with its audit line and the member's
 * e-mail (club/staff-personalisations.ts).
 */
export function staffClubPersonalisationsRouter({ db, settings, now, clubLinks }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];
  const writes = [...manager, csrfChecked, jsonBody()];
  const recordOr404 = async (id: string) => {
    const found = await findClubPersonalisationForStaff(db, id, now());
    if (!found) throw new NotFoundError('No such personalisation');
    return found;
  };
  /** Runs `answer` for the request of the path as the signed-in manager, audited, and answers the request as it is now. */
  const step = async (res: Response, rawId: unknown, action: string, run: (trx: Kysely<Database>, id: string, by: string) => Promise<unknown>, detail?: object) => {
    const { id } = staffClubPersonalisationParamsSchema.parse({ id: rawId });
    const by = sessionOf(res).account.email;
    await db.transaction().execute(async (trx) => {
      await run(trx, id, by);
      await recordAudit(trx, { staffEmail: by, action, subject: id, detail: { ...detail } });
    });
    res.json(await recordOr404(id));
  };

  router.get(STAFF_PATHS.clubPersonalisations, ...manager, async (req, res) => {
    res.json(await listClubPersonalisations(db, staffClubPersonalisationsQuerySchema.parse(req.query), now()));
  });

  router.get(STAFF_PATHS.clubPersonalisation, ...manager, async (req, res) => {
    res.json(await recordOr404(staffClubPersonalisationParamsSchema.parse(req.params).id));
  });

  router.post(STAFF_PATHS.clubPersonalisationApproval, ...writes, async (req, res) => {
    emptyStaffBodySchema.parse(req.body);
    await step(res, req.params.id, 'club.personalisation-approve', (trx, id, by) => approvePersonalisation(trx, id, by, clubLinks, now()));
  });

  router.post(STAFF_PATHS.clubPersonalisationRefusal, ...writes, async (req, res) => {
    const { reason } = clubPersonalisationRefusalSchema.parse(req.body);
    await step(res, req.params.id, 'club.personalisation-refuse', (trx, id, by) => refusePersonalisation(trx, id, reason, by, clubLinks, now()), { reason });
  });

  return router;
}
