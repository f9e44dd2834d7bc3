import { cardBrandName, SHOP_TIME_ZONE, type Order, type OrderAddress } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';
import { ORDER_MAIL_TEXTS } from './order-mail-texts';

/** A block of the mail: its lines as text; the HTML escapes every one of them (names, engraving, message). */
interface Block {
  title?: string;
  lines: string[];
  /** Larger and bold in HTML: the order number, the total. */
  strong?: boolean;
}

function addressLines(address: OrderAddress, fullName: string, countries: Intl.DisplayNames): string[] {
  const cityLine = [address.zipCode, address.city, address.province && `(${address.province})`].filter(Boolean).join(' ');
  return [fullName, address.address, cityLine, address.region, countries.of(address.country) ?? address.country].filter((line): line is string => Boolean(line));
}

/**
 * The order summary (docs/requirements.md#checkout), built from the same read model the confirmation page shows, in the
 * order's language: amounts and the date formatted by Intl for that locale, every text the shopper or
 * the catalogue wrote escaped in the HTML (docs/security.md), the gift message's line breaks kept.
 */
export function buildOrderMail(order: Order): OutgoingMail {
  const texts = ORDER_MAIL_TEXTS[order.locale];
  const money = new Intl.NumberFormat(order.locale, { style: 'currency', currency: order.totals.currency });
  const amount = (cents: number) => money.format(cents / 100);
  // The order date is the day it was in Italy, where the shop is.
  const placedOn = new Intl.DateTimeFormat(order.locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(order.placedAt));
  // A calendar day (YYYY-MM-DD) read as that day wherever the server runs.
  const shopDay = (day: string) => new Intl.DateTimeFormat(order.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const countries = new Intl.DisplayNames([order.locale], { type: 'region' });
  const fullName = `${order.customer.name} ${order.customer.surname}`;
  const { totals } = order;

  const blocks: Block[] = [
    { lines: [texts.greeting(order.customer.name, order.customer.surname), texts.thanks] },
    {
      lines: [`${texts.orderNumber}: ${order.number}`, `${texts.placedOn}: ${placedOn}`, ...(order.shipsBy ? [`${texts.shipsBy}: ${shopDay(order.shipsBy)}`] : [])],
      strong: true,
    },
    ...order.lines.map((line) => ({
      title: `${line.quantity} × ${line.name}: ${amount(line.lineTotalCents)}`,
      lines: line.selection.map((option) => `${option.label}: ${option.valueLabel}${option.priceDeltaCents > 0 ? ` (+${amount(option.priceDeltaCents)})` : ''}`),
    })),
    {
      lines: [
        `${texts.subtotal}: ${amount(totals.subtotalCents)}`,
        ...(totals.discountCents > 0
          ? [`${(order.discountKind === 'engraving' ? texts.engravingDiscount : texts.discount)(order.discountCode ?? '')}: −${amount(totals.discountCents)}`]
          : []),
        `${texts.shipping}: ${totals.shippingCents === 0 ? texts.freeShipping : amount(totals.shippingCents)}`,
      ],
    },
    { lines: [`${texts.total} (${texts.vatIncluded}): ${amount(totals.totalCents)}`, texts.paidWith(cardBrandName(order.payment.brand), order.payment.last4)], strong: true },
    { title: texts.shippingAddress, lines: addressLines(order.shippingAddress, fullName, countries) },
    {
      title: texts.billingAddress,
      lines: [...addressLines(order.billingAddress, fullName, countries), ...(order.fiscalCode ? [`${texts.fiscalCode}: ${order.fiscalCode}`] : [])],
    },
    ...(order.giftWrapping ? [{ lines: [texts.giftWrapping] }] : []),
    ...(order.giftMessage ? [{ title: texts.giftMessage, lines: order.giftMessage.split('\n') }] : []),
    { lines: [texts.next, texts.questions, texts.signature] },
  ];

  const subject = texts.subject(order.number);
  const text = blocks.map((block) => [...(block.title ? [block.title] : []), ...block.lines].join('\n')).join('\n\n');
  const html = [
    `<!doctype html><html lang="${order.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...blocks.map((block) => {
      const title = block.title ? `<strong>${escapeHtml(block.title)}</strong><br>` : '';
      const body = block.lines.map(escapeHtml).join('<br>');
      return block.strong ? `<p style="font-size: 1.15em"><strong>${body}</strong></p>` : `<p>${title}${body}</p>`;
    }),
    '</body></html>',
  ].join('\n');
  return { to: order.email, subject, text, html };
}
