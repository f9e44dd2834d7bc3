/**
 * Delivery retries (docs/adr-003-mail-outbox.md): exponential backoff, then give up. Every failure is retried, even an
 * SMTP 5xx: a relay that refuses because it is misconfigured recovers once fixed, and four extra
 * attempts cost nothing next to a confirmation that never arrives.
 */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const MAIL_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 60 * 60_000 };

/** Pause after the `attempts`-th failed try: base, 2×base, 4×base, … capped. */
export const retryDelayMs = (attempts: number, policy: RetryPolicy = MAIL_RETRY): number => Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
