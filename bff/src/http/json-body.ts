import express, { type RequestHandler } from 'express';

/** JSON bodies above this size are refused with 413. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * Parses a JSON body, for the routes that take one. It is mounted per route, after that route's rate
 * limiter, not for the whole app: a body it refuses (400 MALFORMED_JSON, 413 too large, 415 unsupported
 * charset) ends the request, so a limiter placed after it would never count that request, and a
 * client over its limit could go on sending bad bodies and reading 4xx answers.
 */
export const jsonBody = (): RequestHandler => express.json({ limit: JSON_BODY_LIMIT });
