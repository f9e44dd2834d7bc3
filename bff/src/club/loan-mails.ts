import type { ClubLoanStatus, Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

/**
 * The ELITE loan's e-mails, one per step, in the member's language (German formal). Plain text plus
 * simple HTML in which every piece of typed text (the occasion, the piece, the reason) is escaped.
 */

export interface LoanMailInput {
  email: string;
  name: string;
  lastname: string;
  locale: Locale;
  /** The member's own page, where the loan's status is. */
  memberLink: string;
  status: ClubLoanStatus;
  eventDate: string;
  piece?: string | null;
  from?: string | null;
  until?: string | null;
  reason?: string | null;
}

interface LoanTexts {
  subject: Record<ClubLoanStatus, string>;
  greeting: (name: string, lastname: string) => string;
  requested: (event: string) => string;
  confirmed: (piece: string, from: string, until: string, event: string) => string;
  refused: (event: string) => string;
  reasonIntro: string;
  handedOver: (piece: string, until: string) => string;
  returned: (piece: string) => string;
  linkIntro: string;
  signature: string;
}

const TEXTS: Record<Locale, LoanTexts> = {
  en: {
    subject: {
      requested: 'AMA: your jewellery loan request',
      confirmed: 'AMA: your jewellery loan is confirmed',
      refused: 'AMA: your jewellery loan request',
      handed_over: 'AMA: enjoy your event',
      returned: 'AMA: thank you for returning the piece',
    },
    greeting: (name) => `Dear ${name},`,
    requested: (event) => `we have received your request for a jewellery loan for your event on ${event}. We will choose the piece and the days and write to you soon.`,
    confirmed: (piece, from, until, event) => `for your event on ${event} we lend you ${piece}, from ${from} to ${until}.`,
    refused: (event) => `we are sorry: we cannot lend you a piece for your event on ${event}.`,
    reasonIntro: 'The reason:',
    handedOver: (piece, until) => `you now have ${piece}. Please bring it back by ${until}.`,
    returned: (piece) => `we have received ${piece} back. We hope your event was wonderful.`,
    linkIntro: 'Your loans are on your member page:',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: {
      requested: 'AMA: la tua richiesta di prestito gioielli',
      confirmed: 'AMA: il tuo prestito gioielli è confermato',
      refused: 'AMA: la tua richiesta di prestito gioielli',
      handed_over: 'AMA: buon evento',
      returned: 'AMA: grazie per aver restituito il gioiello',
    },
    greeting: (name) => `Gentile ${name},`,
    requested: (event) => `abbiamo ricevuto la tua richiesta di prestito di un gioiello per il tuo evento del ${event}. Sceglieremo il gioiello e i giorni e ti scriveremo presto.`,
    confirmed: (piece, from, until, event) => `per il tuo evento del ${event} ti prestiamo ${piece}, dal ${from} al ${until}.`,
    refused: (event) => `ci dispiace: non possiamo prestarti un gioiello per il tuo evento del ${event}.`,
    reasonIntro: 'Il motivo:',
    handedOver: (piece, until) => `ora hai con te ${piece}. Ti chiediamo di riportarlo entro il ${until}.`,
    returned: (piece) => `abbiamo ricevuto ${piece}. Speriamo che il tuo evento sia stato splendido.`,
    linkIntro: 'I tuoi prestiti sono nella tua pagina socio:',
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: {
      requested: 'AMA: tu solicitud de préstamo de joyas',
      confirmed: 'AMA: tu préstamo de joyas está confirmado',
      refused: 'AMA: tu solicitud de préstamo de joyas',
      handed_over: 'AMA: disfruta de tu evento',
      returned: 'AMA: gracias por devolver la joya',
    },
    greeting: (name) => `Hola, ${name}:`,
    requested: (event) => `hemos recibido tu solicitud de préstamo de una joya para tu evento del ${event}. Elegiremos la joya y los días y te escribiremos pronto.`,
    confirmed: (piece, from, until, event) => `para tu evento del ${event} te prestamos ${piece}, del ${from} al ${until}.`,
    refused: (event) => `lo sentimos: no podemos prestarte una joya para tu evento del ${event}.`,
    reasonIntro: 'El motivo:',
    handedOver: (piece, until) => `ya tienes ${piece}. Te pedimos que lo devuelvas antes del ${until}.`,
    returned: (piece) => `hemos recibido ${piece}. Esperamos que tu evento haya sido maravilloso.`,
    linkIntro: 'Tus préstamos están en tu página de socio:',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: {
      requested: 'AMA: Ihre Anfrage für eine Schmuckleihe',
      confirmed: 'AMA: Ihre Schmuckleihe ist bestätigt',
      refused: 'AMA: Ihre Anfrage für eine Schmuckleihe',
      handed_over: 'AMA: viel Freude bei Ihrem Anlass',
      returned: 'AMA: vielen Dank für die Rückgabe',
    },
    greeting: (name, lastname) => `Guten Tag ${name} ${lastname},`,
    requested: (event) => `wir haben Ihre Anfrage für eine Schmuckleihe zu Ihrem Anlass am ${event} erhalten. Wir wählen das Schmuckstück und die Tage aus und melden uns bald.`,
    confirmed: (piece, from, until, event) => `für Ihren Anlass am ${event} leihen wir Ihnen ${piece} vom ${from} bis zum ${until}.`,
    refused: (event) => `leider können wir Ihnen für Ihren Anlass am ${event} kein Schmuckstück leihen.`,
    reasonIntro: 'Der Grund:',
    handedOver: (piece, until) => `Sie haben nun ${piece}. Bitte bringen Sie es bis zum ${until} zurück.`,
    returned: (piece) => `wir haben ${piece} zurückerhalten. Wir hoffen, Ihr Anlass war wunderbar.`,
    linkIntro: 'Ihre Leihen finden Sie auf Ihrer Mitgliederseite:',
    signature: 'AMA Feinschmuck',
  },
};

/** A calendar day (YYYY-MM-DD) written out in the member's language. */
const longDay = (locale: Locale, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function body(texts: LoanTexts, input: LoanMailInput): string[] {
  const day = (value: string | null | undefined) => longDay(input.locale, value ?? input.eventDate);
  const event = day(input.eventDate);
  const piece = input.piece ?? '';
  switch (input.status) {
    case 'requested':
      return [texts.requested(event)];
    case 'confirmed':
      return [texts.confirmed(piece, day(input.from), day(input.until), event)];
    case 'refused':
      return [texts.refused(event), `${texts.reasonIntro} ${input.reason ?? ''}`];
    case 'handed_over':
      return [texts.handedOver(piece, day(input.until))];
    case 'returned':
      return [texts.returned(piece)];
  }
}

/** The e-mail of a loan's step, to the member. */
export function buildLoanMail(input: LoanMailInput): OutgoingMail {
  const texts = TEXTS[input.locale];
  const subject = texts.subject[input.status];
  const lines = [texts.greeting(input.name, input.lastname), ...body(texts, input)];
  const text = [...lines, texts.linkIntro, input.memberLink, texts.signature].join('\n\n');
  const link = escapeHtml(input.memberLink);
  const html = [
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...[...lines, texts.linkIntro].map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.email, subject, text, html };
}
