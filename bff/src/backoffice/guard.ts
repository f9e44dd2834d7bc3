import { cookieFromHeader, STAFF_CSRF_HEADER, type StaffRole } from '@ama/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { readSession, type SessionLimits, type StaffSessionRecord } from './sessions';

/** The staff session's cookie: sent only to the staff API (its Path), never to a page or another endpoint. */
export const STAFF_COOKIE = 'ama_staff';
export const STAFF_COOKIE_PATH = '/api/staff';

/** The cookie's value from a Cookie header: the first `ama_staff`, as sent (contracts' one reader). */
export const staffTokenOf = (req: Request): string | null => cookieFromHeader(req.get('cookie'), STAFF_COOKIE);

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's link or form carries it), Secure
 * when the shop is served over https. A session cookie: it ends with the browser too.
 */
export const sendStaffCookie = (res: Response, token: string, secure: boolean) =>
  res.cookie(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: STAFF_COOKIE_PATH });
export const clearStaffCookie = (res: Response, secure: boolean) => res.clearCookie(STAFF_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: STAFF_COOKIE_PATH });

/** The session the guard found; only routes behind `signedIn` read it. */
export const sessionOf = (res: Response): StaffSessionRecord => res.locals.staffSession as StaffSessionRecord;

/** Every staff answer: never stored by a cache, never indexed. */
export const staffAnswers: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  next();
};

/** 401 without a live session: a missing, forged, ended or expired cookie all read the same. */
export const signedIn =
  (db: Kysely<Database>, limits: SessionLimits, now: () => Date): RequestHandler =>
  async (req, res, next) => {
    const token = staffTokenOf(req);
    const session = token ? await readSession(db, token, limits, now()) : null;
    if (!session) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to the back office');
    res.locals.staffSession = session;
    next();
  };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A write carries its session's CSRF token (synchronizer token), compared in constant time. */
export const csrfChecked: RequestHandler = (req, res, next) => {
  const given = req.get(STAFF_CSRF_HEADER) ?? '';
  if (!timingSafeEqual(digest(given), digest(sessionOf(res).csrfToken))) throw new HttpError(403, 'CSRF_FAILED', 'The request lacks this session’s CSRF token');
  next();
};

/** Until the one-time password is replaced, the session may only read itself and change the password. */
export const passwordSettled: RequestHandler = (_req, res, next) => {
  if (sessionOf(res).account.mustChangePassword) throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', 'Choose your own password first');
  next();
};

/** 403 for a role that may not: managers may do all that staff may. */
export const requireRole =
  (role: StaffRole): RequestHandler =>
  (_req, res, next) => {
    if (role === 'manager' && sessionOf(res).account.role !== 'manager') throw new HttpError(403, 'FORBIDDEN', 'This needs the manager role');
    next();
  };
