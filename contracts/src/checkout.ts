/**
 * Checkout (docs/requirements.md#checkout: the form, the steps, payment failure): the form, the card
 * fields, the order request and its answers. index.ts names this file only; the parts live beside it.
 */
export * from './checkout-form';
export { CHECKOUT_FIELD_PROBLEMS, type CheckoutFieldProblem } from './checkout-problems';
export * from './countries';
export { fiscalCodeCheckLetter, isItalianFiscalCode } from './fiscal-code';
export { passesLuhn } from './luhn';
export { normalisePhone } from './phone';
export { hasPostalCodes, postalCodeIsNumeric, postalCodeProblem } from './postal-code';
export * from './payment';
export * from './orders';
