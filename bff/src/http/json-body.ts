import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';

/** JSON bodies above this size are refused with 413. */
export const JSON_BODY_LIMIT = '100kb';

/** 'application/json', 'Application/JSON; charset=utf-8' → true; absent, form or text types → false. */
const isJsonContentType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Refuses a write without `Content-Type: application/json` (415), even one with no body (a DELETE).
 * This is the shop's defence against cross-site requests on cookie-keyed writes: an HTML form of
 * another site can only send form or text types, and a script of another origin that sets this type
 * needs a CORS preflight, which only the configured remote origins pass (http/security.ts). SameSite=Lax
 * alone would not do: it lets a sibling subdomain (same site, other origin) through.
 * Checked on the header itself: express's req.is() answers null for a request without a body.
 */
export const requireJsonContentType: RequestHandler = (req, _res, next) => {
  if (isJsonContentType(req.get('content-type'))) return next();
  next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send writes as Content-Type: application/json'));
};

/**
 * Parses a JSON body, for the routes that take one, after refusing any other content type with 415
 * (requireJsonContentType): express.json() alone skips a form or text body, and the route's schema
 * then refused the empty input with a misleading 400 (the newsletter did). Every write thus
 * answers the same, whether or not its chain names requireJsonContentType too.
 * It is mounted per route, after that route's rate limiter, not for the whole app: a body it refuses
 * (415, 400 MALFORMED_JSON, 413 too large, 415 unsupported charset) ends the request, so a limiter
 * placed after it would never count that request, and a client over its limit could go on sending bad
 * bodies and reading 4xx answers.
 */
export const jsonBody = (): RequestHandler => {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req, res, next) => requireJsonContentType(req, res, (error?: unknown) => (error ? next(error) : parse(req, res, next)));
};
