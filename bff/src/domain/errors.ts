import type { ErrorCode } from '@ama/contracts';

/**
 * The kinds of business errors, shared by every module (the shared kernel). Services throw these, or a
 * module's own subclass of one (catalog/errors.ts, cart/errors.ts, …), never HTTP errors: a service
 * knows that a product does not exist, not which status code says so. The HTTP layer maps the kinds
 * (http/errors.ts), so a module's new error needs no change outside the module; other callers
 * (scripts, jobs) catch them without knowing about HTTP.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Something that was asked for does not exist. */
export class NotFoundError extends DomainError {}

/**
 * Input that is well-formed but refused by a business rule; `fields` names each problem per field,
 * like a validation error does, so a form can show it in place.
 */
export class RuleViolationError extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    /** The answer's code: VALIDATION_FAILED, or one of its own when the client must tell it apart (INVALID_DISCOUNT_CODE). */
    readonly code: ErrorCode = 'VALIDATION_FAILED',
  ) {
    super(message);
  }
}

/**
 * The request is fine but the state of things refuses it, and may change (a piece no longer
 * available): a conflict, answered with the error's own code.
 */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    /** Which part of the request the state refuses (a return's `positions.0` → 'engraved'). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The work cannot be taken on now (too much of it is already running); asking again after
 * `retryAfterSeconds` may succeed. Not the caller's fault, and not a failure of the shop either.
 */
export class BusyError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('The shop is busy, please try again shortly');
  }
}
