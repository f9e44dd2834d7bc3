import { newStaffAccountSchema, STAFF_PATHS, staffPasswordChangeSchema, staffSignInSchema, type StaffSession } from '@ama/contracts';
import { Router, type Response } from 'express';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { ipRateLimit } from '../http/rate-limit';
import { addStaffAccount, authenticate, changePassword, listStaffAccounts } from './accounts';
import { recordAudit } from './audit';
import { clearStaffCookie, csrfChecked, passwordSettled, requireRole, sendStaffCookie, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';
import { closeSession, closeSessionsOf, openSession, type StaffSessionRecord } from './sessions';

const sessionBody = ({ account, csrfToken }: StaffSessionRecord): StaffSession => ({
  staff: { email: account.email, role: account.role },
  csrfToken,
  mustChangePassword: account.mustChangePassword,
});

const lockedError = (retryAfterSeconds: number) =>
  new HttpError(429, 'ACCOUNT_LOCKED', 'Too many wrong passwords: sign-in with this e-mail is locked for a while', undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Sign-in, sign-out (here and everywhere), the password, and the managers' staff accounts. */
export function staffSessionRouter({ db, settings, secureCookie, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const session = signedIn(db, settings.session, now);
  const end = (res: Response) => clearStaffCookie(res, secureCookie).status(204).end();

  router.post(STAFF_PATHS.session, ipRateLimit(settings.signInRateLimit), jsonBody(), async (req, res) => {
    const { email, password } = staffSignInSchema.parse(req.body);
    const outcome = await authenticate(db, email, password, settings.lockout, now());
    if (!outcome.ok && outcome.reason === 'locked') throw lockedError(outcome.retryAfterSeconds);
    if (!outcome.ok) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
    const opened = await openSession(db, outcome.account, now());
    await recordAudit(db, { staffEmail: outcome.account.email, action: 'sign-in' });
    sendStaffCookie(res, opened.token, secureCookie).json(sessionBody(opened.session));
  });

  router.get(STAFF_PATHS.session, session, (_req, res) => {
    res.json(sessionBody(sessionOf(res)));
  });

  router.delete(STAFF_PATHS.session, session, csrfChecked, async (_req, res) => {
    const { tokenHash, account } = sessionOf(res);
    await closeSession(db, tokenHash);
    await recordAudit(db, { staffEmail: account.email, action: 'sign-out' });
    end(res);
  });

  router.delete(STAFF_PATHS.sessions, session, csrfChecked, async (_req, res) => {
    const { account } = sessionOf(res);
    await closeSessionsOf(db, account.id);
    await recordAudit(db, { staffEmail: account.email, action: 'sign-out-everywhere' });
    end(res);
  });

  router.put(STAFF_PATHS.password, session, csrfChecked, jsonBody(), async (req, res) => {
    const { currentPassword, newPassword } = staffPasswordChangeSchema.parse(req.body);
    const current = sessionOf(res);
    const changed = await changePassword(db, current.account.id, currentPassword, newPassword, settings.lockout, now());
    if (!changed.ok && changed.reason === 'locked') {
      // Guessed at from a session: that session and the account's others end with the lock.
      await closeSessionsOf(db, current.account.id);
      await recordAudit(db, { staffEmail: current.account.email, action: 'password.locked' });
      clearStaffCookie(res, secureCookie);
      throw lockedError(changed.retryAfterSeconds);
    }
    if (!changed.ok) throw new HttpError(400, 'VALIDATION_FAILED', 'The current password is wrong', { currentPassword: 'incorrect' });
    // Whoever else knew the old password is signed out; this session goes on.
    await closeSessionsOf(db, current.account.id, current.tokenHash);
    await recordAudit(db, { staffEmail: current.account.email, action: 'password.change' });
    res.json(sessionBody({ ...current, account: { ...current.account, mustChangePassword: false } }));
  });

  const manager = [session, passwordSettled, requireRole('manager')];
  router.get(STAFF_PATHS.accounts, ...manager, async (_req, res) => {
    res.json({ accounts: await listStaffAccounts(db, now()) });
  });
  router.post(STAFF_PATHS.accounts, ...manager, csrfChecked, jsonBody(), async (req, res) => {
    const { email, role } = newStaffAccountSchema.parse(req.body);
    const created = await addStaffAccount(db, email, role);
    await recordAudit(db, { staffEmail: sessionOf(res).account.email, action: 'account.add', subject: email, detail: { role } });
    res.status(201).json(created);
  });

  return router;
}
