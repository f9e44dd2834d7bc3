export { formatPrice } from './money';
