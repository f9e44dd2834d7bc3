import type { Request, Response } from 'express';
import { cookieFromHeader, VISITOR_COOKIE as VISITOR_COOKIE_FACTS } from '@ama/contracts';
import { visitorOf, type Visitor } from './token';

export const VISITOR_COOKIE = VISITOR_COOKIE_FACTS.name;
/** contracts' VISITOR_COOKIE: the longest lifetime browsers keep; every write starts it again. */
export const VISITOR_COOKIE_MAX_AGE_MS = VISITOR_COOKIE_FACTS.maxAgeDays * 24 * 60 * 60 * 1000;

/**
 * The token of the first `ama_visitor` cookie of a Cookie header, as sent: a token is plain base64url,
 * so nothing is decoded, and a value that is not a well-formed token (mangled, truncated, forged) is
 * no visitor at all, never an error.
 */
export const visitorTokenFromCookieHeader = (header: string): string | null => cookieFromHeader(header, VISITOR_COOKIE);

/** The visitor the request's cookie names, or null; whether the database knows it is the service's question. */
export const visitorFromRequest = (req: Request): Visitor | null => visitorOf(visitorTokenFromCookieHeader(req.get('cookie') ?? ''));

/**
 * (Re)sends the cookie. HttpOnly: no script, ours or injected, can read the token. SameSite=Lax: other
 * sites' requests carry it only on top-level navigations (GET), never on their forms' posts. Secure
 * only when the shop is known to be served over https (PUBLIC_URL), or `npm start` over plain http
 * on a LAN address would lose its cart.
 */
export function sendVisitorCookie(res: Response, visitor: Visitor, secure: boolean): void {
  res.cookie(VISITOR_COOKIE, visitor.token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: VISITOR_COOKIE_MAX_AGE_MS });
}
