import { CLUB_OPERATOR_PATHS, clubTerminationSchema, clubTermsChangeSchema, type Locale } from '@ama/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { AppDatabase } from '../db';
import { NotFoundError } from '../domain/errors';
import { jsonBody, requireJsonContentType } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { terminateMembership } from './lifecycle';
import { announceTermsChange } from './terms-change';

export interface ClubOperatorOptions {
  db: AppDatabase;
  /** CLUB_OPERATOR_TOKEN: without one the operator API does not exist (404). */
  token: string;
  /** Per IP, every call counted, a wrong token's too: guessing or a leaked token's misuse is slowed. */
  rateLimit: RateLimitOptions;
  /** Links for a member's e-mails: the terms page and their member page, in their language. */
  links: (member: { id: string; locale: Locale }) => { terms: string; member: string };
  now?: () => Date;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time; anything else reads as a path that does not exist. */
const operatorOnly =
  (token: string): RequestHandler =>
  (req, _res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) throw new NotFoundError('Not found');
    next();
  };

/**
 * The provider's actions on Club AMA (docs/requirements.md#club): terminating a membership for breach, with its reason
 * on record, and announcing a terms change to every active member. An HTTP API rather than a command,
 * because the embedded database belongs to the running shop's process and two instances share one
 * PostgreSQL: a request reaches whichever holds the data.
 */
export function clubOperatorRouter({ db, token, rateLimit, links, now = () => new Date() }: ClubOperatorOptions): Router {
  const router = Router();
  const guard = [ipRateLimit(rateLimit), operatorOnly(token), requireJsonContentType, jsonBody()];

  router.post(CLUB_OPERATOR_PATHS.terminations, ...guard, async (req, res) => {
    const { email, reason } = clubTerminationSchema.parse(req.body);
    const outcome = await terminateMembership(db.kysely, email, reason, now());
    if (!outcome) throw new NotFoundError('No Club AMA membership with this e-mail');
    res.status(200).json(outcome.ended ? { status: 'terminated', alreadyEnded: false } : { status: outcome.status, alreadyEnded: true });
  });

  router.post(CLUB_OPERATOR_PATHS.termsChanges, ...guard, async (req, res) => {
    const change = clubTermsChangeSchema.parse(req.body);
    const notified = await announceTermsChange(db.kysely, change, now(), links);
    res.status(201).json({ version: change.version, notified });
  });

  return router;
}
