import { CLUB, type CustomDesign, type CustomDesignRequest, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdFee, type FeeLog, type HeldFeeOutcome, type PaymentProvider } from '../payment';
import { designColumns, recordDesignStep, toDesign, type DesignLinks } from './design-records';

/**
 * Custom design, the customer's request (docs/services.md#custom-design): the €150 fee is held on the
 * card first (payment/held-fee.ts), then the request is written with that authorisation, its history
 * line and its e-mail, in one transaction. The request key (from the Idempotency-Key) is unique: a
 * repeat, or the same request sent twice at once, finds the row the key wrote and holds nothing more.
 */
export async function requestDesign(
  deps: { db: Kysely<Database>; payments: PaymentProvider; links: DesignLinks },
  input: CustomDesignRequest,
  locale: Locale,
  key: string,
  log: FeeLog,
): Promise<HeldFeeOutcome<CustomDesign>> {
  const { db, payments, links } = deps;
  const requestKey = `custom-design:${key}`;
  return holdFee(
    payments,
    {
      amountCents: CLUB.customDesignFeeCents,
      card: {
        number: input.payment.cardNumber,
        expiryMonth: input.payment.expiry.month,
        expiryYear: input.payment.expiry.year,
        cvc: input.payment.cvc,
        holderName: input.payment.cardholderName,
      },
      idempotencyKey: requestKey,
      write: (authorisation) =>
        db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('custom_designs')
            .values({
              request_key: requestKey,
              piece_kind: input.pieceKind,
              description: input.description,
              budget_euros: input.budgetEuros,
              name: input.name,
              email: input.email,
              phone: input.phone,
              locale,
              fee_cents: authorisation.amountCents,
              payment_id: authorisation.paymentId,
              card_brand: authorisation.brand,
              card_last4: authorisation.last4,
            })
            .onConflict((conflict) => conflict.column('request_key').doNothing())
            .returning('id')
            .executeTakeFirst();
          const row = await designColumns(trx).where('request_key', '=', requestKey).executeTakeFirstOrThrow();
          const design = toDesign(row);
          // Only the request that wrote the row writes its history and e-mail: a repeat answers what it wrote.
          if (inserted) await recordDesignStep(trx, { design, from: null, by: 'customer', pageLink: links(design) });
          return design;
        }),
    },
    log,
  );
}

/** The request the page's token names; null when there is none. */
export async function findDesign(db: Kysely<Database>, id: string): Promise<CustomDesign | null> {
  const row = await designColumns(db).where('id', '=', id).executeTakeFirst();
  return row ? toDesign(row) : null;
}
