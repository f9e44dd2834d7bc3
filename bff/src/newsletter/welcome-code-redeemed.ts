import type { DiscountRedeemedHook } from '../cart';

/**
 * The newsletter's own record of its welcome code (migrations/002), kept in step for its readers when
 * an order redeems the code. The app hands this to the order placement's redemption of the cart's code
 * (the cart's `onRedeemed` hook), inside the order's transaction.
 */
export const markWelcomeCodeRedeemed: DiscountRedeemedHook = async (trx, code, redeemedAt) => {
  await trx.updateTable('newsletter_subscribers').set({ discount_redeemed_at: redeemedAt }).where('discount_code', '=', code).where('discount_redeemed_at', 'is', null).execute();
};
