import type { Locale, ReturnRefusal, ReturnStatus } from '@ama/contracts';

export interface ReturnMailTexts {
  subject: Record<ReturnStatus, (orderNumber: string) => string>;
  /** What happened, and what happens next. */
  body: {
    requested: string;
    received: (refundDueBy: string) => string;
    refunded: (amount: string) => string;
    exchanged: (amount: string, validUntil: string) => string;
    refused: (reason: string) => string;
  };
  pieces: string;
  voucherCode: string;
  refusals: Record<ReturnRefusal, string>;
}

/** What the shopper is told at each step of a return (docs/backoffice.md#returns), in the order's language; German formally. */
export const RETURN_MAIL_TEXTS: Record<Locale, ReturnMailTexts> = {
  en: {
    subject: {
      requested: (number) => `AMA: your return for order ${number}`,
      received: (number) => `AMA: we have received your return for order ${number}`,
      refunded: (number) => `AMA: your refund for order ${number}`,
      exchanged: (number) => `AMA: your exchange voucher for order ${number}`,
      refused: (number) => `AMA: your return for order ${number} could not be accepted`,
    },
    body: {
      requested:
        'we have your return request. Please send the pieces unworn, in their original packaging, with both security tags intact; we will write with the courier pick-up. Once they have arrived and been checked, we refund you within 15 working days by your original payment method.',
      received: (refundDueBy) => `your pieces have arrived and been checked. Your refund will reach your original payment method by ${refundDueBy}.`,
      refunded: (amount) => `we have refunded ${amount} to the card you paid with. It may take a few days to show on your statement.`,
      exchanged: (amount, validUntil) => `here is your exchange voucher of ${amount}. Enter it at checkout; it is valid until ${validUntil}.`,
      refused: (reason) => `we are sorry: we cannot accept this return (${reason}). We will send the pieces back to you.`,
    },
    pieces: 'Pieces',
    voucherCode: 'Voucher code',
    refusals: {
      worn: 'the pieces have been worn',
      packaging: 'the pieces did not come in their original packaging',
      security_tags: 'a security tag is missing or damaged',
      personalised: 'the pieces were made to a personal design',
      not_received: 'the pieces did not reach us',
    },
  },
  it: {
    subject: {
      requested: (number) => `AMA: il tuo reso per l'ordine ${number}`,
      received: (number) => `AMA: abbiamo ricevuto il tuo reso per l'ordine ${number}`,
      refunded: (number) => `AMA: il tuo rimborso per l'ordine ${number}`,
      exchanged: (number) => `AMA: il tuo buono per il cambio dell'ordine ${number}`,
      refused: (number) => `AMA: non è stato possibile accettare il reso dell'ordine ${number}`,
    },
    body: {
      requested:
        'abbiamo ricevuto la tua richiesta di reso. Spedisci i gioielli non indossati, nella confezione originale e con entrambi i sigilli di sicurezza intatti; ti scriveremo per il ritiro con il corriere. Una volta arrivati e controllati, ti rimborsiamo entro 15 giorni lavorativi con il metodo di pagamento originale.',
      received: (refundDueBy) => `i tuoi gioielli sono arrivati e sono stati controllati. Il rimborso arriverà sul metodo di pagamento originale entro il giorno ${refundDueBy}.`,
      refunded: (amount) => `abbiamo rimborsato ${amount} sulla carta con cui hai pagato. Possono servire alcuni giorni perché compaia nell'estratto conto.`,
      exchanged: (amount, validUntil) => `ecco il tuo buono per il cambio di ${amount}. Inseriscilo al momento del pagamento; è valido fino al giorno ${validUntil}.`,
      refused: (reason) => `ci dispiace: non possiamo accettare questo reso (${reason}). Ti rispediremo i gioielli.`,
    },
    pieces: 'Gioielli',
    voucherCode: 'Codice del buono',
    refusals: {
      worn: 'i gioielli sono stati indossati',
      packaging: 'i gioielli non sono arrivati nella confezione originale',
      security_tags: 'un sigillo di sicurezza manca o è danneggiato',
      personalised: 'i gioielli sono stati realizzati su un disegno personale',
      not_received: 'i gioielli non ci sono arrivati',
    },
  },
  es: {
    subject: {
      requested: (number) => `AMA: tu devolución del pedido ${number}`,
      received: (number) => `AMA: hemos recibido tu devolución del pedido ${number}`,
      refunded: (number) => `AMA: tu reembolso del pedido ${number}`,
      exchanged: (number) => `AMA: tu vale de cambio del pedido ${number}`,
      refused: (number) => `AMA: no hemos podido aceptar la devolución del pedido ${number}`,
    },
    body: {
      requested:
        'hemos recibido tu solicitud de devolución. Envía las joyas sin usar, en su embalaje original y con los dos precintos de seguridad intactos; te escribiremos para la recogida por mensajería. Cuando lleguen y las revisemos, te reembolsaremos en un plazo de 15 días hábiles con el método de pago original.',
      received: (refundDueBy) => `tus joyas han llegado y las hemos revisado. El reembolso llegará a tu método de pago original antes del ${refundDueBy}.`,
      refunded: (amount) => `hemos reembolsado ${amount} en la tarjeta con la que pagaste. Puede tardar unos días en aparecer en tu extracto.`,
      exchanged: (amount, validUntil) => `aquí tienes tu vale de cambio de ${amount}. Introdúcelo al pagar; es válido hasta el ${validUntil}.`,
      refused: (reason) => `lo sentimos: no podemos aceptar esta devolución (${reason}). Te devolveremos las joyas.`,
    },
    pieces: 'Joyas',
    voucherCode: 'Código del vale',
    refusals: {
      worn: 'las joyas se han usado',
      packaging: 'las joyas no llegaron en su embalaje original',
      security_tags: 'falta un precinto de seguridad o está dañado',
      personalised: 'las joyas se hicieron con un diseño personal',
      not_received: 'las joyas no nos han llegado',
    },
  },
  de: {
    subject: {
      requested: (number) => `AMA: Ihre Rücksendung zur Bestellung ${number}`,
      received: (number) => `AMA: Ihre Rücksendung zur Bestellung ${number} ist eingetroffen`,
      refunded: (number) => `AMA: Ihre Erstattung zur Bestellung ${number}`,
      exchanged: (number) => `AMA: Ihr Umtauschgutschein zur Bestellung ${number}`,
      refused: (number) => `AMA: Ihre Rücksendung zur Bestellung ${number} konnte nicht angenommen werden`,
    },
    body: {
      requested:
        'wir haben Ihre Rücksendeanfrage erhalten. Bitte senden Sie den Schmuck ungetragen, in der Originalverpackung und mit beiden unversehrten Sicherheitsplomben; wir schreiben Ihnen wegen der Abholung durch den Kurier. Sobald er eingetroffen und geprüft ist, erstatten wir den Betrag innerhalb von 15 Werktagen über Ihre ursprüngliche Zahlungsart.',
      received: (refundDueBy) => `Ihr Schmuck ist eingetroffen und wurde geprüft. Die Erstattung erreicht Ihre ursprüngliche Zahlungsart bis zum ${refundDueBy}.`,
      refunded: (amount) => `wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben. Bis der Betrag auf Ihrer Abrechnung erscheint, kann es einige Tage dauern.`,
      exchanged: (amount, validUntil) => `hier ist Ihr Umtauschgutschein über ${amount}. Geben Sie ihn an der Kasse ein; er gilt bis zum ${validUntil}.`,
      refused: (reason) => `es tut uns leid: Wir können diese Rücksendung nicht annehmen (${reason}). Wir senden Ihnen den Schmuck zurück.`,
    },
    pieces: 'Schmuckstücke',
    voucherCode: 'Gutscheincode',
    refusals: {
      worn: 'der Schmuck wurde getragen',
      packaging: 'der Schmuck kam nicht in der Originalverpackung',
      security_tags: 'eine Sicherheitsplombe fehlt oder ist beschädigt',
      personalised: 'der Schmuck wurde nach einem persönlichen Entwurf gefertigt',
      not_received: 'der Schmuck ist bei uns nicht angekommen',
    },
  },
};
