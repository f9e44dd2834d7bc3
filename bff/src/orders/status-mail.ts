import { trackingUrl, type Locale, type OrderStatus } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';
import { ORDER_MAIL_TEXTS } from './order-mail-texts';
import { STATUS_MAIL_TEXTS } from './status-mail-texts';

export interface StatusMailInput {
  number: string;
  locale: Locale;
  email: string;
  name: string;
  surname: string;
  status: Exclude<OrderStatus, 'received'>;
  carrier?: string;
  trackingNumber?: string;
}

/** The carrier's tracking page, when the shop knows it: mail programs make the address a link. */
const followLine = (label: string, carrier: string, trackingNumber: string): string[] => {
  const url = trackingUrl(carrier, trackingNumber);
  return url ? [`${label}: ${url}`] : [];
};

/** The e-mail of a status change, in the order's language; the carrier and tracking number when it shipped. */
export function buildStatusMail(change: StatusMailInput): OutgoingMail {
  const texts = STATUS_MAIL_TEXTS[change.locale];
  const order = ORDER_MAIL_TEXTS[change.locale];
  const paragraphs = [
    [order.greeting(change.name, change.surname), texts.body[change.status]],
    [`${order.orderNumber}: ${change.number}`],
    ...(change.status === 'shipped' && change.carrier && change.trackingNumber
      ? [[`${texts.carrier}: ${change.carrier}`, `${texts.trackingNumber}: ${change.trackingNumber}`, ...followLine(texts.follow, change.carrier, change.trackingNumber)]]
      : []),
    [texts.questions, order.signature],
  ];
  const subject = texts.subject[change.status](change.number);
  return paragraphMail(change.locale, change.email, subject, paragraphs);
}
