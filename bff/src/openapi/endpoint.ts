import type { z } from 'zod';

/*
 * How an endpoint is described for the OpenAPI document. Each module describes its own endpoints beside
 * its routes (<module>/openapi.ts); bff/src/api-endpoints.ts lists the modules, document.ts builds the document.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the success answer carries. */
export type Success =
  | { status: number; description: string; json: z.core.$ZodType }
  | { status: number; description: string; svg: true }
  | { status: number; description: string; html: true }
  | { status: number; description: string; text: true }
  | { status: number; description: string; csv: true }
  | { status: 204; description: string; empty: true };

export interface RateLimitNote {
  /** Which budget, e.g. 'cart and wishlist writes'; routes naming the same budget share one count. */
  budget: string;
  limit: number;
  windowSeconds: number;
}

export interface Endpoint {
  method: Method;
  /** Express-style path as mounted, e.g. '/api/products/:sku'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Whether a body must be sent (false: it may be left out, e.g. a DELETE). */
  bodyRequired?: boolean;
  success: Success;
  /** Error statuses besides the ones every endpoint has (400 for bad parameters, 500): status → when. */
  errors?: Record<number, string>;
  /** An error status whose body is not (only) the shop's ErrorBody: status → its schema. */
  errorBodies?: Record<number, z.core.$ZodType>;
  rateLimit?: RateLimitNote;
  /** Takes the Idempotency-Key header (POST /api/orders). */
  idempotent?: boolean;
  /**
   * Who the request speaks for (document.ts's security schemes): the visitor's cookie (optional: none
   * reads as an empty cart), a Club AMA member's link token, the club operator's bearer token, a staff
   * session (and, for its writes, the session's CSRF token).
   */
  auth?: 'visitor' | 'member' | 'operator' | 'metrics' | 'staff' | 'staffWrite';
  /** Mounted only under a condition (a configuration flag). */
  condition?: string;
}

/** A rate limit (http/rate-limit.ts's options) as the document shows it. */
export const limitOf = (budget: string, { limit, windowMs }: { limit: number; windowMs: number }): RateLimitNote => ({ budget, limit, windowSeconds: Math.round(windowMs / 1000) });

/** Errors of a write that reads a JSON body behind the shop's write guard (http/json-body.ts). */
export const JSON_WRITE_ERRORS = {
  413: 'PAYLOAD_TOO_LARGE: the body is larger than 100 kB',
  415: 'UNSUPPORTED_MEDIA_TYPE: the request is not Content-Type: application/json',
  429: 'RATE_LIMITED: too many requests from this address; see Retry-After',
} as const;

/** A write behind reCAPTCHA (http/recaptcha.ts), when it is configured. */
export const CAPTCHA_ERRORS = { 503: 'SERVICE_UNAVAILABLE: the anti-spam check could not be reached (only with reCAPTCHA configured)' } as const;
