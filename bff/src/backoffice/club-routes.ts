import { clubTermsChangeSchema, STAFF_PATHS, staffClubMemberParamsSchema, staffClubMembersQuerySchema, staffTerminationSchema } from '@ama/contracts';
import { Router } from 'express';
import { announceTermsChange, findClubMemberForStaff, listClubMembers, terminateMembership } from '../club';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/**
 * Club AMA for managers (docs/backoffice.md): members with their status, the year's spend and history;
 * terminating a membership for breach and announcing a terms change, through the same rules as the
 * operator API (club/lifecycle.ts, club/terms-change.ts).
 */
export function staffClubRouter({ db, settings, now, clubLinks }: BackofficeRouterOptions): Router {
  const router = Router();
  const manager = [signedIn(db, settings.session, now), passwordSettled, requireRole('manager')];
  const memberOr404 = async (id: string) => {
    const found = await findClubMemberForStaff(db, id, now());
    if (!found) throw new NotFoundError('No such member');
    return found;
  };

  router.get(STAFF_PATHS.clubMembers, ...manager, async (req, res) => {
    res.json(await listClubMembers(db, staffClubMembersQuerySchema.parse(req.query), now()));
  });

  router.get(STAFF_PATHS.clubMember, ...manager, async (req, res) => {
    res.json(await memberOr404(staffClubMemberParamsSchema.parse(req.params).id));
  });

  router.post(STAFF_PATHS.clubMemberTermination, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const { id } = staffClubMemberParamsSchema.parse(req.params);
    const { reason } = staffTerminationSchema.parse(req.body);
    const { member } = await memberOr404(id);
    const by = sessionOf(res).account.email;
    await db.transaction().execute(async (trx) => {
      const outcome = await terminateMembership(trx, member.email, `${reason} (${by})`, now());
      if (outcome?.ended) await recordAudit(trx, { staffEmail: by, action: 'club.terminate', subject: member.email, detail: { reason } });
    });
    // Ending twice changes nothing: the member reads as they are (revoked or terminated already).
    res.json(await memberOr404(id));
  });

  router.post(STAFF_PATHS.clubTermsChanges, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const change = clubTermsChangeSchema.parse(req.body);
    const notified = await announceTermsChange(db, change, now(), clubLinks);
    await recordAudit(db, {
      staffEmail: sessionOf(res).account.email,
      action: 'club.terms-change',
      subject: change.version,
      detail: { notified, effectiveFrom: change.effectiveFrom },
    });
    res.status(201).json({ version: change.version, notified });
  });

  return router;
}
