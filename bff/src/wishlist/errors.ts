import { NotFoundError } from '../domain/errors';

/** The piece is not in the visitor's wishlist. */
export class UnknownWishlistItemError extends NotFoundError {
  constructor(readonly sku: string) {
    super(`${sku} is not in your wishlist`);
  }
}
