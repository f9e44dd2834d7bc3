import { NEWSLETTER, type Locale, type NewsletterSubscription, type NewsletterSubscriptionResponse } from '@ama/contracts';
import { sql } from 'kysely';
import { insertDiscountCode } from '../cart';
import type { AppDatabase } from '../db';
import { enqueueMail } from '../mail';
import { buildConfirmationMail } from './confirmation-mail';
import { generateDiscountCode } from './discount-code';

export type SubscribeResult = { outcome: 'subscribed'; subscription: NewsletterSubscriptionResponse['subscription'] } | { outcome: 'already-registered' };

/**
 * Stores the subscriber and queues the confirmation mail in ONE transaction (docs/adr-003-mail-outbox.md): either both
 * exist or neither does. A second sign-up with the same address in any letter case is reported, not
 * stored; ON CONFLICT makes that decision inside the database, so two simultaneous sign-ups cannot both
 * win.
 */
export async function subscribe(db: AppDatabase, input: NewsletterSubscription, locale: Locale, now: Date = new Date()): Promise<SubscribeResult> {
  const discountPercent = NEWSLETTER.firstPurchaseDiscountPercent;
  const discountCode = generateDiscountCode(discountPercent);
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({
        email: input.email,
        name: input.name,
        surname: input.surname,
        date_of_birth: input.dateOfBirth,
        locale,
        privacy_accepted_at: now,
        discount_code: discountCode,
        discount_percent: discountPercent,
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { outcome: 'already-registered' } as const;
    // The code is also a row of discount_codes, where the cart and the order placement look every code
    // up: one table and one set of rules for all codes (the shop's, the newsletter's, the club's), rather
    // than every reader knowing each issuer's table. 10 %, one order, for this e-mail only, and only if
    // that order is the e-mail's first ("10% off the first purchase").
    await insertDiscountCode(trx, { code: discountCode, kind: 'percent', percent: discountPercent, usage: 'single_use', bound_email: input.email, first_order_only: true });
    await enqueueMail(trx, buildConfirmationMail({ ...input, discountCode, discountPercent, locale }));
    return { outcome: 'subscribed', subscription: { email: input.email, discountCode, discountPercent } } as const;
  });
}
