import { cardBrandName, trackingUrl, type Locale, type WarrantyRenewal, type WarrantyRenewalStatus } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';
import { ORDER_MAIL_TEXTS } from './order-mail-texts';

export interface RenewalMailInput {
  number: string;
  locale: Locale;
  email: string;
  name: string;
  surname: string;
  renewal: WarrantyRenewal;
}

interface RenewalMailTexts {
  subject: Record<WarrantyRenewalStatus, (orderNumber: string) => string>;
  /** What happened, with the piece's name as it was sold. */
  body: Record<WarrantyRenewalStatus, (piece: string) => string>;
  piece: string;
  contribution: string;
  /** The request's next step: how the piece travels to the workshop. */
  howToSend: string;
  carrier: string;
  trackingNumber: string;
  /** Before the carrier's tracking page. */
  follow: string;
}

/**
 * What the customer is told at each step of a warranty renewal (docs/services.md#warranty-renewal), in
 * the order's language; German formally. The greeting, the order number's label, "paid with", the
 * questions line and the signature are the order e-mail's own.
 */
const TEXTS: Record<Locale, RenewalMailTexts> = {
  en: {
    subject: {
      requested: (number) => `AMA: your warranty renewal for order ${number}`,
      received: (number) => `AMA: your piece has arrived for its renewal (order ${number})`,
      in_service: (number) => `AMA: your piece is being renewed (order ${number})`,
      sent_back: (number) => `AMA: your renewed piece is on its way (order ${number})`,
    },
    body: {
      requested: (piece) => `thank you: the warranty renewal of your ${piece} is booked. Our goldsmiths in Valenza will clean it, renew its rhodium plating and check every stone.`,
      received: (piece) => `your ${piece} has arrived at our workshop in Valenza. We will write again when our goldsmiths begin its renewal.`,
      in_service: (piece) =>
        `our goldsmiths are now renewing your ${piece}: cleaning, rhodium plating and a check of every stone. We will write again when it is on its way back to you.`,
      sent_back: (piece) => `your ${piece} is renewed and on its way back to you, insured; it will be handed over against a signature.`,
    },
    piece: 'Piece',
    contribution: 'Shipping contribution paid',
    howToSend:
      'How to send it: pack the piece in its AMA box, or another small padded box, with a note of your order number. We will e-mail you the day our insured courier collects it; the contribution covers its journey to Valenza and back.',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    follow: 'Follow your parcel',
  },
  it: {
    subject: {
      requested: (number) => `AMA: il rinnovo in garanzia per l’ordine ${number}`,
      received: (number) => `AMA: il tuo gioiello è arrivato per il rinnovo (ordine ${number})`,
      in_service: (number) => `AMA: il tuo gioiello è in rinnovo (ordine ${number})`,
      sent_back: (number) => `AMA: il tuo gioiello rinnovato è in viaggio (ordine ${number})`,
    },
    body: {
      requested: (piece) =>
        `grazie: il rinnovo in garanzia del tuo gioiello, ${piece}, è confermato. I nostri orafi di Valenza lo puliranno, ne rinnoveranno la rodiatura e controlleranno ogni pietra.`,
      received: (piece) => `il tuo gioiello, ${piece}, è arrivato nel nostro laboratorio di Valenza. Ti scriveremo di nuovo quando i nostri orafi inizieranno il rinnovo.`,
      in_service: (piece) =>
        `i nostri orafi stanno rinnovando il tuo gioiello, ${piece}: pulizia, rodiatura e controllo di ogni pietra. Ti scriveremo di nuovo quando sarà in viaggio verso di te.`,
      sent_back: (piece) => `il tuo gioiello, ${piece}, è stato rinnovato ed è in viaggio verso di te, assicurato; sarà consegnato dietro firma.`,
    },
    piece: 'Gioiello',
    contribution: 'Contributo di spedizione pagato',
    howToSend:
      'Come spedirlo: riponi il gioiello nel suo astuccio AMA, o in una piccola scatola imbottita, con un biglietto che riporti il numero d’ordine. Ti scriveremo il giorno in cui il nostro corriere assicurato passerà a ritirarlo; il contributo copre il viaggio fino a Valenza e ritorno.',
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    follow: 'Segui il tuo pacco',
  },
  es: {
    subject: {
      requested: (number) => `AMA: la renovación en garantía del pedido ${number}`,
      received: (number) => `AMA: tu joya ha llegado para su renovación (pedido ${number})`,
      in_service: (number) => `AMA: tu joya se está renovando (pedido ${number})`,
      sent_back: (number) => `AMA: tu joya renovada está en camino (pedido ${number})`,
    },
    body: {
      requested: (piece) =>
        `gracias: la renovación en garantía de tu joya, ${piece}, está confirmada. Nuestros orfebres de Valenza la limpiarán, renovarán su baño de rodio y revisarán cada piedra.`,
      received: (piece) => `tu joya, ${piece}, ha llegado a nuestro taller de Valenza. Te escribiremos de nuevo cuando nuestros orfebres empiecen su renovación.`,
      in_service: (piece) =>
        `nuestros orfebres están renovando tu joya, ${piece}: limpieza, baño de rodio y revisión de cada piedra. Te escribiremos de nuevo cuando esté de camino hacia ti.`,
      sent_back: (piece) => `tu joya, ${piece}, está renovada y de camino hacia ti, asegurada; se entregará con firma.`,
    },
    piece: 'Joya',
    contribution: 'Contribución al envío pagada',
    howToSend:
      'Cómo enviarla: guarda la joya en su estuche AMA, o en una cajita acolchada, con una nota con tu número de pedido. Te escribiremos el día en que nuestro mensajero asegurado pase a recogerla; la contribución cubre su viaje a Valenza y la vuelta.',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    follow: 'Sigue tu paquete',
  },
  de: {
    subject: {
      requested: (number) => `AMA: Ihre Garantie-Auffrischung zur Bestellung ${number}`,
      received: (number) => `AMA: Ihr Schmuckstück ist zur Auffrischung eingetroffen (Bestellung ${number})`,
      in_service: (number) => `AMA: Ihr Schmuckstück wird aufgefrischt (Bestellung ${number})`,
      sent_back: (number) => `AMA: Ihr aufgefrischtes Schmuckstück ist unterwegs (Bestellung ${number})`,
    },
    body: {
      requested: (piece) =>
        `vielen Dank: Die Garantie-Auffrischung Ihres Schmuckstücks „${piece}“ ist gebucht. Unsere Goldschmiede in Valenza reinigen es, erneuern die Rhodinierung und prüfen jeden Stein.`,
      received: (piece) =>
        `Ihr Schmuckstück „${piece}“ ist in unserer Werkstatt in Valenza eingetroffen. Wir melden uns wieder, sobald unsere Goldschmiede mit der Auffrischung beginnen.`,
      in_service: (piece) =>
        `unsere Goldschmiede frischen Ihr Schmuckstück „${piece}“ jetzt auf: Reinigung, Rhodinierung und Prüfung jedes Steins. Wir melden uns wieder, sobald es auf dem Rückweg zu Ihnen ist.`,
      sent_back: (piece) => `Ihr Schmuckstück „${piece}“ ist aufgefrischt und versichert auf dem Weg zu Ihnen; es wird gegen Unterschrift übergeben.`,
    },
    piece: 'Schmuckstück',
    contribution: 'Bezahlter Versandbeitrag',
    howToSend:
      'So senden Sie es ein: Legen Sie das Schmuckstück in sein AMA-Etui oder eine kleine gepolsterte Schachtel, zusammen mit einem Zettel mit Ihrer Bestellnummer. Wir schreiben Ihnen, an welchem Tag unser versicherter Kurier es abholt; der Beitrag deckt den Weg nach Valenza und zurück.',
    carrier: 'Versanddienst',
    trackingNumber: 'Sendungsnummer',
    follow: 'Sendung verfolgen',
  },
};

/** The carrier's tracking page, when the shop knows it: mail programs make the address a link. */
const followLine = (label: string, carrier: string | null, trackingNumber: string | null): string[] => {
  const url = carrier && trackingNumber ? trackingUrl(carrier, trackingNumber) : null;
  return url ? [`${label}: ${url}`] : [];
};

/**
 * The e-mail of a renewal's step, in the order's language: the request's confirmation (what the service
 * is, which piece, what was paid, how to send the piece), then each step staff take, the way back with
 * its carrier and tracking number when staff gave them.
 */
export function buildRenewalMail(input: RenewalMailInput): OutgoingMail {
  const texts = TEXTS[input.locale];
  const order = ORDER_MAIL_TEXTS[input.locale];
  const { renewal } = input;
  const money = new Intl.NumberFormat(input.locale, { style: 'currency', currency: renewal.currency });
  const paid = money.format(renewal.amountCents / 100);
  const travel = [
    ...(renewal.carrier ? [`${texts.carrier}: ${renewal.carrier}`] : []),
    ...(renewal.trackingNumber ? [`${texts.trackingNumber}: ${renewal.trackingNumber}`] : []),
    ...followLine(texts.follow, renewal.carrier, renewal.trackingNumber),
  ];
  const paragraphs = [
    [order.greeting(input.name, input.surname), texts.body[renewal.status](renewal.name)],
    [`${order.orderNumber}: ${input.number}`, `${texts.piece}: ${renewal.name}`],
    ...(renewal.status === 'requested' ? [[`${texts.contribution}: ${paid}`, order.paidWith(cardBrandName(renewal.payment.brand), renewal.payment.last4)], [texts.howToSend]] : []),
    ...(renewal.status === 'sent_back' && travel.length > 0 ? [travel] : []),
    [order.questions, order.signature],
  ];
  return paragraphMail(input.locale, input.email, texts.subject[renewal.status](input.number), paragraphs);
}
