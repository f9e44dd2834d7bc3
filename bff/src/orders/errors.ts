import type { Cart } from '@ama/contracts';
import { DomainError } from '../domain/errors';

/** Nothing to order: the visitor has no cart, or no line in it. */
export class CartEmptyError extends DomainError {
  constructor() {
    super('Your cart is empty');
  }
}

/**
 * The cart costs something else now than the total the shopper saw (a price, a fee or the discount
 * moved): nothing is charged, and the shopper is shown `cart`, priced now, before paying.
 */
export class TotalChangedError extends DomainError {
  constructor(readonly cart: Cart) {
    super('The total of your cart has changed');
  }
}

/**
 * Another request with the same Idempotency-Key holds the key longer than the placement waits: the
 * client asks again shortly and then gets that request's answer.
 */
export class OrderInProgressError extends DomainError {
  constructor() {
    super('This order is still being placed');
  }
}
