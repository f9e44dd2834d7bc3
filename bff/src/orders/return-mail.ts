import { SHOP_TIME_ZONE, type Locale, type Order, type OrderReturn } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';
import { ORDER_MAIL_TEXTS } from './order-mail-texts';
import { RETURN_MAIL_TEXTS } from './return-mail-texts';

export interface ReturnMailInput {
  number: string;
  locale: Locale;
  currency: Order['totals']['currency'];
  email: string;
  name: string;
  surname: string;
  return: OrderReturn;
}

/** The e-mail of a return's step, in the order's language: its pieces, and the refund's date, amount or voucher. */
export function buildReturnMail(input: ReturnMailInput): OutgoingMail {
  const texts = RETURN_MAIL_TEXTS[input.locale];
  const order = ORDER_MAIL_TEXTS[input.locale];
  const money = new Intl.NumberFormat(input.locale, { style: 'currency', currency: input.currency });
  const amount = (cents: number) => money.format(cents / 100);
  // A calendar day, read at noon in Italy so no time zone moves it.
  const day = (date: string) => new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(`${date}T12:00:00Z`));
  const { status, voucher, refusal, refundDueBy } = input.return;
  const body =
    status === 'requested'
      ? texts.body.requested
      : status === 'received'
        ? texts.body.received(day(refundDueBy!))
        : status === 'refunded'
          ? texts.body.refunded(amount(input.return.amountCents))
          : status === 'exchanged'
            ? texts.body.exchanged(amount(voucher!.amountCents), day(voucher!.validUntil))
            : texts.body.refused(texts.refusals[refusal!]);
  const paragraphs = [
    [order.greeting(input.name, input.surname), body],
    [`${order.orderNumber}: ${input.number}`, `${texts.pieces}: ${input.return.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`],
    ...(status === 'exchanged' && voucher ? [[`${texts.voucherCode}: ${voucher.code}`]] : []),
    [order.signature],
  ];
  const subject = texts.subject[status](input.number);
  return paragraphMail(input.locale, input.email, subject, paragraphs);
}
