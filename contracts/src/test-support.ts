/** Helpers of the contracts' own tests (not exported by index.ts). */

/** 'MM/YY' `months` from the current month (0 = this month), in UTC like the payment schema. */
export const expiryIn = (months: number, now = new Date()): string => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
};
