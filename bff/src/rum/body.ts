import express, { type RequestHandler } from 'express';
import { RUM_LIMITS } from '@ama/contracts/rum';
import { HttpError } from '../http/errors';

/**
 * The types a beacon comes as: `navigator.sendBeacon(url, string)` sends `text/plain;charset=UTF-8`,
 * which needs no CORS preflight; a client that sets its type sends JSON's.
 */
export const BEACON_CONTENT_TYPES = ['application/json', 'text/plain'] as const;

const typeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

/**
 * A beacon's body, parsed as JSON whichever of the two types it came as, up to RUM_LIMITS.maxBodyBytes
 * (413 past it, 400 MALFORMED_JSON for what is not JSON); any other type is 415. Mounted after the
 * route's rate limiter (http/json-body.ts says why). The shop's writes take JSON only, as a guard against
 * cross-site requests on cookie-keyed state (json-body.ts); a beacon reads no cookie and changes no
 * state but counters, so text/plain is taken here (docs/rum.md).
 */
export const beaconBody = (): RequestHandler => {
  const parse = express.json({ limit: RUM_LIMITS.maxBodyBytes, type: () => true });
  return (req, res, next) => {
    if (!(BEACON_CONTENT_TYPES as readonly (string | undefined)[]).includes(typeOf(req.get('content-type'))))
      return next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send beacons as Content-Type: application/json or text/plain'));
    parse(req, res, next);
  };
};
