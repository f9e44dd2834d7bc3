import { ConflictError, NotFoundError, RuleViolationError } from '../domain/errors';

/** No product has this SKU. */
export class UnknownProductError extends NotFoundError {
  constructor(readonly sku: string) {
    super(`No product with SKU ${sku}`);
  }
}

/** The product exists but cannot be ordered at the moment (docs/requirements.md#catalogue): it cannot join a cart. */
export class ProductUnavailableError extends ConflictError {
  constructor(readonly sku: string) {
    super(`${sku} cannot be ordered at the moment`, 'PRODUCT_UNAVAILABLE');
  }
}

/** A product asked for in a configuration it is not made in (a gold colour, size, carat, stone, engraving). */
export class OptionNotOfferedError extends RuleViolationError {}
