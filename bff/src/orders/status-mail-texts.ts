import type { Locale, OrderStatus } from '@ama/contracts';

type ChangedStatus = Exclude<OrderStatus, 'received'>;

export interface StatusMailTexts {
  subject: Record<ChangedStatus, (orderNumber: string) => string>;
  body: Record<ChangedStatus, string>;
  carrier: string;
  trackingNumber: string;
  /** Before the carrier's tracking page. */
  follow: string;
  questions: string;
}

/** What the shopper is told when staff move their order (docs/backoffice.md), in the order's language; German formally. */
export const STATUS_MAIL_TEXTS: Record<Locale, StatusMailTexts> = {
  en: {
    subject: {
      in_production: (number) => `AMA: your order ${number} is being made`,
      shipped: (number) => `AMA: your order ${number} has shipped`,
      delivered: (number) => `AMA: your order ${number} has been delivered`,
      cancelled: (number) => `AMA: your order ${number} has been cancelled`,
    },
    body: {
      in_production: 'our goldsmiths in Valenza have started making your jewellery. We will write again when it ships.',
      shipped: 'your jewellery is on its way, insured, and will be handed over against a signature.',
      delivered: 'your jewellery has been delivered. We hope you love it. You may return an eligible piece within 14 days of delivery.',
      cancelled: 'your order has been cancelled and the full amount refunded to the card you paid with. The refund reaches your account within 15 working days.',
    },
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    follow: 'Follow your parcel',
    questions: 'Questions? Reply to this e-mail and quote your order number.',
  },
  it: {
    subject: {
      in_production: (number) => `AMA: il tuo ordine ${number} è in lavorazione`,
      shipped: (number) => `AMA: il tuo ordine ${number} è stato spedito`,
      delivered: (number) => `AMA: il tuo ordine ${number} è stato consegnato`,
      cancelled: (number) => `AMA: il tuo ordine ${number} è stato annullato`,
    },
    body: {
      in_production: 'i nostri orafi di Valenza hanno iniziato a realizzare il tuo gioiello. Ti scriveremo di nuovo alla spedizione.',
      shipped: 'il tuo gioiello è in viaggio, assicurato, e sarà consegnato dietro firma.',
      delivered: 'il tuo gioiello è stato consegnato. Speriamo che ti piaccia. Puoi rendere un pezzo idoneo entro 14 giorni dalla consegna.',
      cancelled: "il tuo ordine è stato annullato e l'intero importo rimborsato sulla carta con cui hai pagato. Il rimborso arriva sul conto entro 15 giorni lavorativi.",
    },
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    follow: 'Segui il tuo pacco',
    questions: "Domande? Rispondi a questa e-mail indicando il numero d'ordine.",
  },
  es: {
    subject: {
      in_production: (number) => `AMA: tu pedido ${number} está en elaboración`,
      shipped: (number) => `AMA: tu pedido ${number} ha sido enviado`,
      delivered: (number) => `AMA: tu pedido ${number} ha sido entregado`,
      cancelled: (number) => `AMA: tu pedido ${number} ha sido cancelado`,
    },
    body: {
      in_production: 'nuestros orfebres de Valenza han empezado a elaborar tu joya. Te escribiremos de nuevo cuando se envíe.',
      shipped: 'tu joya está en camino, asegurada, y se entregará contra firma.',
      delivered: 'tu joya ha sido entregada. Esperamos que te encante. Puedes devolver una pieza que lo permita en los 14 días siguientes a la entrega.',
      cancelled: 'tu pedido ha sido cancelado y el importe íntegro reembolsado en la tarjeta con la que pagaste. El reembolso llega a tu cuenta en un plazo de 15 días hábiles.',
    },
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    follow: 'Sigue tu paquete',
    questions: '¿Tienes preguntas? Responde a este e-mail indicando tu número de pedido.',
  },
  de: {
    subject: {
      in_production: (number) => `AMA: Ihre Bestellung ${number} wird gefertigt`,
      shipped: (number) => `AMA: Ihre Bestellung ${number} wurde versandt`,
      delivered: (number) => `AMA: Ihre Bestellung ${number} wurde zugestellt`,
      cancelled: (number) => `AMA: Ihre Bestellung ${number} wurde storniert`,
    },
    body: {
      in_production: 'unsere Goldschmiede in Valenza haben mit der Fertigung Ihres Schmuckstücks begonnen. Wir schreiben Ihnen wieder, sobald es versandt wird.',
      shipped: 'Ihr Schmuckstück ist versichert unterwegs und wird gegen Unterschrift übergeben.',
      delivered: 'Ihr Schmuckstück wurde zugestellt. Wir hoffen, es gefällt Ihnen. Ein dafür geeignetes Stück können Sie innerhalb von 14 Tagen nach der Zustellung zurückgeben.',
      cancelled:
        'Ihre Bestellung wurde storniert und der volle Betrag auf die Karte erstattet, mit der Sie bezahlt haben. Die Erstattung erreicht Ihr Konto innerhalb von 15 Werktagen.',
    },
    carrier: 'Versanddienst',
    trackingNumber: 'Sendungsnummer',
    follow: 'Sendung verfolgen',
    questions: 'Fragen? Antworten Sie auf diese E-Mail und nennen Sie Ihre Bestellnummer.',
  },
};
