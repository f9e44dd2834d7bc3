export { cartRouter, type CartRouterOptions } from './routes';
export { addToCart, configureForCart, createCartService, type CartService, type CartWrite } from './service';
export { readCart } from './read-cart';
export { cartTotals, NO_DISCOUNT, type Discount } from './totals';
