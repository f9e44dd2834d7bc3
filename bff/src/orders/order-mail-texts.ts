import type { Locale } from '@ama/contracts';

export interface OrderMailTexts {
  subject: (orderNumber: string) => string;
  greeting: (name: string, surname: string) => string;
  thanks: string;
  orderNumber: string;
  placedOn: string;
  /** The planned shipment day, made to order. */
  shipsBy: string;
  quantity: string;
  subtotal: string;
  discount: (code: string) => string;
  /** The discount of an engraving code: Club AMA's free personalisation (docs/services.md#free-personalisation). */
  engravingDiscount: (code: string) => string;
  shipping: string;
  freeShipping: string;
  total: string;
  /** Beside the total: prices include VAT. */
  vatIncluded: string;
  shippingAddress: string;
  billingAddress: string;
  fiscalCode: string;
  giftWrapping: string;
  giftMessage: string;
  paidWith: (brand: string, last4: string) => string;
  next: string;
  questions: string;
  signature: string;
}

/** The order summary (docs/requirements.md#checkout) in the shopper's language; German addresses formally (Sie, full name). */
export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  en: {
    subject: (orderNumber) => `AMA: your order ${orderNumber}`,
    greeting: (name) => `Dear ${name},`,
    thanks: 'thank you for your order. Here is its summary.',
    orderNumber: 'Order number',
    placedOn: 'Placed on',
    shipsBy: 'Ships by',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    discount: (code) => `Discount (${code})`,
    engravingDiscount: (code) => `Free engraving, Club AMA (${code})`,
    shipping: 'Shipping (insured)',
    freeShipping: 'Free',
    total: 'Total',
    vatIncluded: 'VAT included',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    fiscalCode: 'Tax code',
    giftWrapping: 'Gift wrapping requested',
    giftMessage: 'Gift message',
    paidWith: (brand, last4) => `Paid with ${brand} ending in ${last4}`,
    next: 'Each piece is made to order in Valenza; we will write to you again when your jewellery ships.',
    questions: 'Questions? Reply to this e-mail and quote your order number.',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (orderNumber) => `AMA: il tuo ordine ${orderNumber}`,
    greeting: (name) => `Gentile ${name},`,
    thanks: 'grazie per il tuo ordine. Eccone il riepilogo.',
    orderNumber: 'Numero d’ordine',
    placedOn: 'Effettuato il',
    shipsBy: 'Spedizione entro il',
    quantity: 'Quantità',
    subtotal: 'Subtotale',
    discount: (code) => `Sconto (${code})`,
    engravingDiscount: (code) => `Incisione in omaggio, Club AMA (${code})`,
    shipping: 'Spedizione (assicurata)',
    freeShipping: 'Gratuita',
    total: 'Totale',
    vatIncluded: 'IVA inclusa',
    shippingAddress: 'Indirizzo di spedizione',
    billingAddress: 'Indirizzo di fatturazione',
    fiscalCode: 'Codice fiscale',
    giftWrapping: 'Confezione regalo richiesta',
    giftMessage: 'Messaggio regalo',
    paidWith: (brand, last4) => `Pagato con ${brand} che termina con ${last4}`,
    next: 'Ogni gioiello è realizzato su ordinazione a Valenza; ti scriveremo di nuovo alla spedizione.',
    questions: 'Domande? Rispondi a questa e-mail indicando il numero d’ordine.',
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (orderNumber) => `AMA: tu pedido ${orderNumber}`,
    greeting: (name) => `Hola, ${name}:`,
    thanks: 'gracias por tu pedido. Este es su resumen.',
    orderNumber: 'Número de pedido',
    placedOn: 'Realizado el',
    shipsBy: 'Envío antes del',
    quantity: 'Cantidad',
    subtotal: 'Subtotal',
    discount: (code) => `Descuento (${code})`,
    engravingDiscount: (code) => `Grabado gratuito, Club AMA (${code})`,
    shipping: 'Envío (asegurado)',
    freeShipping: 'Gratuito',
    total: 'Total',
    vatIncluded: 'IVA incluido',
    shippingAddress: 'Dirección de envío',
    billingAddress: 'Dirección de facturación',
    fiscalCode: 'Identificación fiscal',
    giftWrapping: 'Envoltorio de regalo solicitado',
    giftMessage: 'Mensaje de regalo',
    paidWith: (brand, last4) => `Pagado con ${brand} terminada en ${last4}`,
    next: 'Cada joya se elabora por encargo en Valenza; te escribiremos de nuevo cuando se envíe.',
    questions: '¿Preguntas? Responde a este correo indicando tu número de pedido.',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (orderNumber) => `AMA: Ihre Bestellung ${orderNumber}`,
    greeting: (name, surname) => `Guten Tag ${name} ${surname},`,
    thanks: 'vielen Dank für Ihre Bestellung. Hier ist Ihre Übersicht.',
    orderNumber: 'Bestellnummer',
    placedOn: 'Bestellt am',
    shipsBy: 'Versand bis',
    quantity: 'Menge',
    subtotal: 'Zwischensumme',
    discount: (code) => `Rabatt (${code})`,
    engravingDiscount: (code) => `Kostenlose Gravur, Club AMA (${code})`,
    shipping: 'Versand (versichert)',
    freeShipping: 'Kostenlos',
    total: 'Gesamt',
    vatIncluded: 'inkl. MwSt.',
    shippingAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    fiscalCode: 'Steuernummer',
    giftWrapping: 'Geschenkverpackung gewünscht',
    giftMessage: 'Geschenknachricht',
    paidWith: (brand, last4) => `Bezahlt mit ${brand}, endend auf ${last4}`,
    next: 'Jedes Schmuckstück wird in Valenza auf Bestellung gefertigt; wir schreiben Ihnen wieder, sobald es versandt wird.',
    questions: 'Fragen? Antworten Sie auf diese E-Mail und nennen Sie Ihre Bestellnummer.',
    signature: 'AMA Feinschmuck',
  },
};
