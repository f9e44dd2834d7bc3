import { RECAPTCHA, type RecaptchaAction } from '@ama/contracts';
import type { Request, RequestHandler } from 'express';
import type { CoreConfig } from '../config';
import { HttpError } from './errors';

export type RecaptchaConfig = Pick<CoreConfig, 'recaptchaSiteKey' | 'recaptchaSecret' | 'recaptchaVerifyUrl' | 'recaptchaMinScore'>;

/** How long a form waits for Google's answer before the shopper is told to try again. */
export const RECAPTCHA_VERIFY_TIMEOUT_MS = 3_000;
/** Google's tokens are a few hundred characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 4_096;
/** siteverify's error codes that mean our own setup is wrong, not the shopper's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret']);

interface Verdict {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

class VerifyUnavailable extends Error {}

async function verify(config: Required<RecaptchaConfig>, token: string, remoteIp: string | undefined, timeoutMs: number): Promise<Verdict> {
  const form = new URLSearchParams({ secret: config.recaptchaSecret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let response: Response;
  try {
    response = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new VerifyUnavailable(`siteverify unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new VerifyUnavailable(`siteverify answered ${response.status}`);
  try {
    return (await response.json()) as Verdict;
  } catch {
    throw new VerifyUnavailable('siteverify answered something other than JSON');
  }
}

const refused = (message: string) => new HttpError(400, 'CAPTCHA_FAILED', message);
const unavailable = () => new HttpError(503, 'SERVICE_UNAVAILABLE', 'The anti-spam check is unavailable, please try again in a moment', undefined, { 'Retry-After': '30' });

function warn(req: Request, message: string) {
  (req as Request & { log?: { warn: (message: string) => void } }).log?.warn(message);
}

/**
 * Guards a form's POST with reCAPTCHA v3 (docs/recaptcha.md): without a configured site key it lets
 * everything through (the local default). With one, the token from the RECAPTCHA.tokenHeader header is
 * verified with the secret at the verify URL; a missing, failed, wrong-action or low-score token is a
 * 400 CAPTCHA_FAILED, an outage of the verifier (or our secret refused) a 503, never a 500. Mount it
 * after the route's rate limiter, so a flood never reaches Google, and before its body parser.
 */
export function recaptchaGuard(config: RecaptchaConfig, action: RecaptchaAction, options: { timeoutMs?: number } = {}): RequestHandler {
  const { recaptchaSiteKey, recaptchaSecret } = config;
  if (!recaptchaSiteKey || !recaptchaSecret) return (_req, _res, next) => next();
  const settings = { ...config, recaptchaSiteKey, recaptchaSecret };
  const timeoutMs = options.timeoutMs ?? RECAPTCHA_VERIFY_TIMEOUT_MS;
  return async (req, _res, next) => {
    const token = req.get(RECAPTCHA.tokenHeader)?.trim();
    if (!token) return next(refused('The reCAPTCHA token is missing'));
    if (token.length > MAX_TOKEN_LENGTH) return next(refused('The reCAPTCHA token is not valid'));
    let verdict: Verdict;
    try {
      verdict = await verify(settings, token, req.ip, timeoutMs);
    } catch (error) {
      warn(req, `[recaptcha] ${(error as Error).message}`);
      return next(unavailable());
    }
    const codes = Array.isArray(verdict['error-codes']) ? verdict['error-codes'].map(String) : [];
    if (codes.some((code) => OUR_FAULT.has(code))) {
      warn(req, `[recaptcha] the secret was refused: ${codes.join(', ')}`);
      return next(unavailable());
    }
    if (verdict.success !== true) return next(refused('The reCAPTCHA check failed'));
    if (verdict.action !== action) return next(refused('The reCAPTCHA token was obtained for another form'));
    if (typeof verdict.score !== 'number' || verdict.score < config.recaptchaMinScore) return next(refused('The reCAPTCHA score is too low'));
    next();
  };
}
