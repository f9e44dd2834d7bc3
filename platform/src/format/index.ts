export { formatPrice, warmFormats } from './money';
