import type { CustomDesignPiece, CustomDesignStatus, Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

/**
 * Custom design's e-mails, one per step, in the language the customer asked in (German formal). Plain
 * text plus simple HTML in which every piece of typed text (the description, the proposal, the reason)
 * is escaped. Each says where the €150 fee stands: held, released or charged.
 */

export interface DesignMailInput {
  email: string;
  name: string;
  locale: Locale;
  /** The request's own page (status, the design, withdrawing). */
  pageLink: string;
  status: CustomDesignStatus;
  pieceKind: CustomDesignPiece;
  feeCents: number;
  last4: string;
  proposal?: string | null;
  orderNumber?: string | null;
  reason?: string | null;
}

interface DesignTexts {
  subject: Record<CustomDesignStatus, string>;
  pieces: Record<CustomDesignPiece, string>;
  greeting: (name: string) => string;
  requested: (piece: string, fee: string, last4: string) => string[];
  proposed: string;
  proposedNext: (fee: string) => string;
  inProduction: (fee: string) => string;
  order: (number: string) => string;
  notReturnable: string;
  withdrawn: (fee: string) => string;
  notTakenUp: (fee: string) => string;
  reasonIntro: string;
  linkIntro: string;
  signature: string;
}

const TEXTS: Record<Locale, DesignTexts> = {
  en: {
    subject: {
      requested: 'AMA: your custom design request',
      proposed: 'AMA: a design for you',
      in_production: 'AMA: your piece goes into production',
      withdrawn: 'AMA: your custom design request is withdrawn',
      not_taken_up: 'AMA: your custom design request is closed',
    },
    pieces: { ring: 'a ring', engagement_ring: 'an engagement ring', earrings: 'earrings', necklace: 'a necklace', bracelet: 'a bracelet', other: 'a piece' },
    greeting: (name) => `Dear ${name},`,
    requested: (piece, fee, last4) => [
      `thank you for asking us to design ${piece} for you. Our designers will study your wishes and write to you with a proposal.`,
      `The design fee of ${fee} is held on your card ending in ${last4}, not charged: it is released when we put your piece into production, and charged only if the piece is not made (you withdraw, or the design is not taken up).`,
    ],
    proposed: 'our designers have a proposal for you:',
    proposedNext: (fee) => `Reply to this e-mail or call us to go ahead or to change it. You may also withdraw on your request's page; the ${fee} fee is then charged.`,
    inProduction: (fee) => `your piece goes into production in Valenza. The ${fee} design fee held on your card is released: you are not charged for it.`,
    order: (number) => `Its order number is ${number}.`,
    notReturnable: 'A piece made to your own design cannot be returned (see our return policy); our warranty covers it like every piece.',
    withdrawn: (fee) => `you have withdrawn your custom design request. As agreed, the ${fee} design fee has been charged to your card.`,
    notTakenUp: (fee) => `we have closed your custom design request without production. As agreed, the ${fee} design fee has been charged to your card.`,
    reasonIntro: 'Our note:',
    linkIntro: 'Your request is on its page:',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: {
      requested: 'AMA: la tua richiesta di design personalizzato',
      proposed: 'AMA: un progetto per te',
      in_production: 'AMA: il tuo gioiello entra in produzione',
      withdrawn: 'AMA: hai ritirato la richiesta di design personalizzato',
      not_taken_up: 'AMA: la tua richiesta di design personalizzato è chiusa',
    },
    pieces: {
      ring: 'un anello',
      engagement_ring: 'un anello di fidanzamento',
      earrings: 'degli orecchini',
      necklace: 'una collana',
      bracelet: 'un bracciale',
      other: 'un gioiello',
    },
    greeting: (name) => `Gentile ${name},`,
    requested: (piece, fee, last4) => [
      `grazie per averci chiesto di disegnare per te ${piece}. I nostri designer studieranno i tuoi desideri e ti scriveranno con una proposta.`,
      `Il compenso di progettazione di ${fee} è bloccato sulla tua carta che termina con ${last4}, non addebitato: viene sbloccato quando mettiamo in produzione il tuo gioiello e addebitato solo se il gioiello non viene realizzato (se ritiri la richiesta o il progetto non viene accettato).`,
    ],
    proposed: 'i nostri designer hanno una proposta per te:',
    proposedNext: (fee) =>
      `Rispondi a questa e-mail o chiamaci per procedere o modificarla. Puoi anche ritirare la richiesta dalla sua pagina; in quel caso il compenso di ${fee} viene addebitato.`,
    inProduction: (fee) => `il tuo gioiello entra in produzione a Valenza. Il compenso di progettazione di ${fee} bloccato sulla tua carta è sbloccato: non ti viene addebitato.`,
    order: (number) => `Il numero del suo ordine è ${number}.`,
    notReturnable: 'Un gioiello realizzato su tuo disegno non può essere reso (vedi la nostra politica di reso); la nostra garanzia lo copre come ogni gioiello.',
    withdrawn: (fee) => `hai ritirato la tua richiesta di design personalizzato. Come concordato, il compenso di progettazione di ${fee} è stato addebitato sulla tua carta.`,
    notTakenUp: (fee) =>
      `abbiamo chiuso la tua richiesta di design personalizzato senza produzione. Come concordato, il compenso di progettazione di ${fee} è stato addebitato sulla tua carta.`,
    reasonIntro: 'La nostra nota:',
    linkIntro: 'La tua richiesta è sulla sua pagina:',
    signature: 'AMA Fine Jewellery',
  },
  es: {
    subject: {
      requested: 'AMA: tu solicitud de diseño personalizado',
      proposed: 'AMA: un diseño para ti',
      in_production: 'AMA: tu joya entra en producción',
      withdrawn: 'AMA: has retirado tu solicitud de diseño personalizado',
      not_taken_up: 'AMA: tu solicitud de diseño personalizado está cerrada',
    },
    pieces: { ring: 'un anillo', engagement_ring: 'un anillo de compromiso', earrings: 'unos pendientes', necklace: 'un collar', bracelet: 'una pulsera', other: 'una joya' },
    greeting: (name) => `Hola, ${name}:`,
    requested: (piece, fee, last4) => [
      `gracias por pedirnos que diseñemos ${piece} para ti. Nuestros diseñadores estudiarán tus deseos y te escribirán con una propuesta.`,
      `La tarifa de diseño de ${fee} queda retenida en tu tarjeta terminada en ${last4}, sin cobrarse: se libera cuando ponemos tu joya en producción y se cobra solo si la joya no se realiza (si retiras la solicitud o no aceptas el diseño).`,
    ],
    proposed: 'nuestros diseñadores tienen una propuesta para ti:',
    proposedNext: (fee) =>
      `Responde a este correo o llámanos para seguir adelante o cambiarla. También puedes retirar la solicitud en su página; en ese caso se cobra la tarifa de ${fee}.`,
    inProduction: (fee) => `tu joya entra en producción en Valenza. La tarifa de diseño de ${fee} retenida en tu tarjeta queda liberada: no se te cobra.`,
    order: (number) => `Su número de pedido es ${number}.`,
    notReturnable: 'Una joya hecha con tu propio diseño no se puede devolver (consulta nuestra política de devoluciones); nuestra garantía la cubre como a todas.',
    withdrawn: (fee) => `has retirado tu solicitud de diseño personalizado. Como acordamos, se ha cobrado en tu tarjeta la tarifa de diseño de ${fee}.`,
    notTakenUp: (fee) => `hemos cerrado tu solicitud de diseño personalizado sin producción. Como acordamos, se ha cobrado en tu tarjeta la tarifa de diseño de ${fee}.`,
    reasonIntro: 'Nuestra nota:',
    linkIntro: 'Tu solicitud está en su página:',
    signature: 'AMA Fine Jewellery',
  },
  de: {
    subject: {
      requested: 'AMA: Ihre Anfrage für ein eigenes Design',
      proposed: 'AMA: ein Entwurf für Sie',
      in_production: 'AMA: Ihr Schmuckstück geht in die Fertigung',
      withdrawn: 'AMA: Sie haben Ihre Design-Anfrage zurückgezogen',
      not_taken_up: 'AMA: Ihre Design-Anfrage ist abgeschlossen',
    },
    pieces: { ring: 'einen Ring', engagement_ring: 'einen Verlobungsring', earrings: 'Ohrringe', necklace: 'eine Halskette', bracelet: 'ein Armband', other: 'ein Schmuckstück' },
    greeting: (name) => `Guten Tag ${name},`,
    requested: (piece, fee, last4) => [
      `vielen Dank, dass wir ${piece} für Sie entwerfen dürfen. Unsere Designer prüfen Ihre Wünsche und schreiben Ihnen mit einem Vorschlag.`,
      `Die Designgebühr von ${fee} ist auf Ihrer Karte mit der Endung ${last4} reserviert, nicht belastet: Sie wird freigegeben, wenn wir Ihr Schmuckstück in die Fertigung geben, und nur belastet, wenn es nicht gefertigt wird (Sie ziehen die Anfrage zurück oder nehmen den Entwurf nicht an).`,
    ],
    proposed: 'unsere Designer haben einen Vorschlag für Sie:',
    proposedNext: (fee) =>
      `Antworten Sie auf diese E-Mail oder rufen Sie uns an, um fortzufahren oder etwas zu ändern. Sie können die Anfrage auch auf ihrer Seite zurückziehen; dann wird die Gebühr von ${fee} belastet.`,
    inProduction: (fee) =>
      `Ihr Schmuckstück geht in Valenza in die Fertigung. Die auf Ihrer Karte reservierte Designgebühr von ${fee} ist freigegeben: Sie wird Ihnen nicht belastet.`,
    order: (number) => `Die Bestellnummer lautet ${number}.`,
    notReturnable:
      'Ein nach Ihrem eigenen Entwurf gefertigtes Schmuckstück ist vom Umtausch ausgeschlossen (siehe unsere Rückgaberichtlinie); unsere Garantie gilt wie für jedes Stück.',
    withdrawn: (fee) => `Sie haben Ihre Design-Anfrage zurückgezogen. Wie vereinbart wurde die Designgebühr von ${fee} Ihrer Karte belastet.`,
    notTakenUp: (fee) => `wir haben Ihre Design-Anfrage ohne Fertigung abgeschlossen. Wie vereinbart wurde die Designgebühr von ${fee} Ihrer Karte belastet.`,
    reasonIntro: 'Unser Hinweis:',
    linkIntro: 'Ihre Anfrage finden Sie auf ihrer Seite:',
    signature: 'AMA Fine Jewellery',
  },
};

const money = (locale: Locale, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);

function body(texts: DesignTexts, input: DesignMailInput): string[] {
  const fee = money(input.locale, input.feeCents);
  switch (input.status) {
    case 'requested':
      return texts.requested(texts.pieces[input.pieceKind], fee, input.last4);
    case 'proposed':
      return [texts.proposed, input.proposal ?? '', texts.proposedNext(fee)];
    case 'in_production':
      return [texts.inProduction(fee), ...(input.orderNumber ? [texts.order(input.orderNumber)] : []), texts.notReturnable];
    case 'withdrawn':
      return [texts.withdrawn(fee)];
    case 'not_taken_up':
      return [texts.notTakenUp(fee), `${texts.reasonIntro} ${input.reason ?? ''}`];
  }
}

/** The e-mail of a design's step, to the customer. */
export function buildDesignMail(input: DesignMailInput): OutgoingMail {
  const texts = TEXTS[input.locale];
  const subject = texts.subject[input.status];
  const lines = [texts.greeting(input.name), ...body(texts, input)];
  const text = [...lines, texts.linkIntro, input.pageLink, texts.signature].join('\n\n');
  const link = escapeHtml(input.pageLink);
  const html = [
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...[...lines, texts.linkIntro].map((line) => `<p style="white-space: pre-line">${escapeHtml(line)}</p>`),
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.email, subject, text, html };
}
