import type { Cart } from '@ama/contracts';
import { ConflictError, DomainError } from '../domain/errors';

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

/**
 * The key already stood for a payment of another amount at the provider (its request never reached an
 * order: a crash between the authorisation and the commit, then the same key sent with another total).
 * That authorisation is voided now, so nothing is charged and the key is free for a new attempt: sending
 * the order again, with this key or a new one, authorises afresh. Never a 500, never a charge left without
 * its order.
 */
export class EarlierPaymentVoidedError extends DomainError {
  constructor() {
    super('This Idempotency-Key was used for a payment of another amount; that payment is voided and nothing was charged. Send the order again.');
  }
}

/** A status change the order's life does not allow from where it is now (ORDER_STATUS_NEXT): shipped twice, a delivered order cancelled. */
export class StatusChangeRefusedError extends ConflictError {
  constructor(from: string, to: string) {
    super(`An order that is ${from} cannot become ${to}`, 'STATUS_CHANGE_REFUSED');
  }
}

/** Pieces the returns policy keeps (return-rules.ts): `fields` names each refused position's reason, `positions.<index>` → a ReturnBlock. */
export class ReturnNotAllowedError extends ConflictError {
  constructor(fields: Record<string, string>) {
    super('These pieces cannot be returned', 'RETURN_NOT_ALLOWED', fields);
  }
}

/** A return moved where its life does not allow (RETURN_STATUS_NEXT): refunded twice, a refused return received. */
export class ReturnChangeRefusedError extends ConflictError {
  constructor(from: string, to: string) {
    super(`A return that is ${from} cannot become ${to}`, 'STATUS_CHANGE_REFUSED');
  }
}

/** A piece the warranty renewal rules keep (renewal-rules.ts): `fields.position` says why (a WarrantyRenewalBlock). */
export class RenewalNotAllowedError extends ConflictError {
  constructor(block: string) {
    super('This piece cannot have the warranty renewal', 'RENEWAL_NOT_ALLOWED', { position: block });
  }
}

/** A renewal step from a status it does not start from (WARRANTY_RENEWAL_NEXT): another member of staff moved it on. */
export class RenewalStateError extends ConflictError {
  constructor(status: string) {
    super(`This renewal is ${status}`, 'RENEWAL_STATE', { status });
  }
}
