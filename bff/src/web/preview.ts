import express, { type Router } from 'express';
import { PREVIEW_PATH } from '../releases/preview-link';
import { PREVIEW_TOKEN_MAX_LENGTH, PREVIEW_TTL_SECONDS } from '../releases/preview-token';
import { PREVIEW_COOKIE } from './release-sides';
import { sameOriginLocation } from './redirect-location';

/** Where the bar's link ends a preview. */
export const PREVIEW_LEAVE_PATH = `${PREVIEW_PATH}/leave`;

/** What a token can be spelled with (base64url and the dot). */
const TOKEN_CHARACTERS = /^[A-Za-z0-9_.-]+$/;

/**
 * Opening and leaving a preview (docs/delivery.md#previews). The link's token goes into an HttpOnly
 * cookie of this browser only; it is checked on every request (release-sides.ts), so a forged or
 * expired one is kept just long enough for the bar to say so, and never changes what is served.
 */
export function previewRouter({ secureCookie, prepare }: { secureCookie: boolean; prepare?: (token: string) => Promise<void> }): Router {
  const router = express.Router();
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookie, path: '/' };
  const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');

  router.get(PREVIEW_LEAVE_PATH, (req, res) => {
    noStore(res)
      .clearCookie(PREVIEW_COOKIE, cookie)
      .redirect(303, sameOriginLocation(returnPath(req), ''));
  });

  router.get(`${PREVIEW_PATH}/:token`, async (req, res) => {
    const token = req.params.token;
    noStore(res);
    // A token no browser should carry is kept as 'invalid': the bar says the link is not valid.
    const kept = token.length <= PREVIEW_TOKEN_MAX_LENGTH && TOKEN_CHARACTERS.test(token) ? token : 'invalid';
    // The previewed builds onto this machine first (with DATABASE_URL), so the first page shows them.
    await prepare?.(kept).catch(() => undefined);
    res.cookie(PREVIEW_COOKIE, kept, { ...cookie, maxAge: PREVIEW_TTL_SECONDS * 1000 }).redirect(303, sameOriginLocation('/', ''));
  });

  return router;
}

/**
 * The page the visitor left the preview from: the Referer's path when it is this shop's page (after client
 * navigations it is the address shown, which the server-rendered link cannot know), else the link's `to`.
 */
function returnPath(req: express.Request): string {
  const referer = req.get('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === req.get('host')) return url.pathname;
    } catch {
      // Not a URL: fall back to the link's own address.
    }
  }
  const to = typeof req.query.to === 'string' && req.query.to.startsWith('/') ? req.query.to : '/';
  return to.split('?', 1)[0]!;
}
