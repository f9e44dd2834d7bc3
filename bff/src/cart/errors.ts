import type { DiscountProblem } from '@ama/contracts';
import { NotFoundError, RuleViolationError } from '../domain/errors';

/** No line with this id in the visitor's cart (another visitor's line is not theirs to see either). */
export class UnknownCartLineError extends NotFoundError {
  constructor() {
    super('No such line in your cart');
  }
}

/** English fallbacks of the refusals (logs, developers); the front end translates `problem`. */
const discountRefusalMessage: Record<DiscountProblem, string> = {
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  not_yet_valid: 'This discount code is not valid yet',
  used: 'This discount code has already been used',
  not_first_order: 'This discount code is for a first purchase only, and its e-mail address has already placed an order',
  minimum_not_reached: 'Your cart does not reach the minimum amount for this discount code',
  no_engraving: 'This code makes an engraving free: the cart has no engraved piece',
};

/**
 * A discount code the shop does not accept for this cart or order (docs/requirements.md#discount-codes: "Invalid discount code").
 * `problem` is one of the contract's DISCOUNT_PROBLEMS: 'invalid' covers unknown, inactive and
 * someone else's personal code alike, so a refusal never tells whether a code exists. Bad input like
 * any other, with its own code so the form can say why (fields.code is the problem).
 */
export class DiscountRefusedError extends RuleViolationError {
  constructor(readonly problem: DiscountProblem) {
    super(discountRefusalMessage[problem], { code: problem }, 'INVALID_DISCOUNT_CODE');
  }
}
