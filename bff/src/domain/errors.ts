import type { DiscountProblem } from '@ama/contracts';

/**
 * Errors of the business rules. Services throw these, never HTTP errors: a service knows that a
 * product does not exist, not which status code says so. The HTTP layer maps them (http/errors.ts),
 * and other callers (scripts, jobs) can catch them without knowing about HTTP.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Something that was asked for does not exist. */
export class NotFoundError extends DomainError {}

/** No product has this SKU. */
export class UnknownProductError extends NotFoundError {
  constructor(readonly sku: string) {
    super(`No product with SKU ${sku}`);
  }
}

/** No line with this id in the visitor's cart (another visitor's line is not theirs to see either). */
export class UnknownCartLineError extends NotFoundError {
  constructor() {
    super('No such line in your cart');
  }
}

/** The piece is not in the visitor's wishlist. */
export class UnknownWishlistItemError extends NotFoundError {
  constructor(readonly sku: string) {
    super(`${sku} is not in your wishlist`);
  }
}

/** The product exists but cannot be ordered at the moment (docs/requirements.md#catalogue): it cannot join a cart. */
export class ProductUnavailableError extends DomainError {
  constructor(readonly sku: string) {
    super(`${sku} cannot be ordered at the moment`);
  }
}

/**
 * Input that is well-formed but refused by a business rule; `fields` names each problem per field,
 * like a validation error does, so a form can show it in place.
 */
export class RuleViolationError extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** A product asked for in a configuration it is not made in (a gold colour, size, carat, stone, engraving). */
export class OptionNotOfferedError extends RuleViolationError {}

/**
 * A discount code the shop does not accept for this cart or order (docs/requirements.md#discount-codes: "Invalid discount code").
 * `problem` is one of the contract's DISCOUNT_PROBLEMS: 'invalid' covers unknown, inactive and
 * someone else's personal code alike, so a refusal never tells whether a code exists.
 */
export class DiscountRefusedError extends DomainError {
  constructor(readonly problem: DiscountProblem) {
    super(discountRefusalMessage[problem]);
  }
}

/** English fallbacks of the refusals (logs, developers); the front end translates `problem`. */
const discountRefusalMessage: Record<DiscountProblem, string> = {
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  not_yet_valid: 'This discount code is not valid yet',
  used: 'This discount code has already been used',
  minimum_not_reached: 'Your cart does not reach the minimum amount for this discount code',
};

/**
 * The work cannot be taken on now (too much of it is already running); asking again after
 * `retryAfterSeconds` may succeed. Not the caller's fault, and not a failure of the shop either.
 */
export class BusyError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('The shop is busy, please try again shortly');
  }
}
