export { cartRouter, type CartRouterOptions } from './routes';
export { addToCart, configureForCart, createCartService, type CartService, type CartWrite } from './service';
export { readCart, readCartLines } from './read-cart';
export { cartTotals, NO_DISCOUNT, type Discount } from './totals';
export { cartDiscountRouter, type CartDiscountRouterOptions } from './discount-routes';
export { createDiscountService, type DiscountService, type DiscountWrite } from './discount-service';
export { discountAmountCents, normalizeDiscountCode, type DiscountTerms, type DiscountUsage } from './discount-rules';
export { findDiscount, insertDiscountCode } from './discount-repository';
export { redeemDiscount, type RedeemOptions } from './redeem-discount';
