import { SHOP_TIME_ZONE, type ClubPersonalisation, type Locale } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';

/**
 * The free personalisation's e-mails, one per step, in the member's language (German formal), as text
 * and escaped HTML (paragraphMail): typed text (the piece's name, the reason) is never markup.
 */

export interface PersonalisationMailInput {
  email: string;
  name: string;
  lastname: string;
  locale: Locale;
  /** The member's own page, where the request's status (and a code) is. */
  memberLink: string;
  personalisation: ClubPersonalisation;
}

interface PersonalisationTexts {
  subject: Record<ClubPersonalisation['status'], string>;
  greeting: (name: string, lastname: string) => string;
  requested: (occasion: string) => string;
  approvedPiece: (piece: string) => string;
  approvedNew: (until: string) => string;
  code: string;
  refused: (occasion: string) => string;
  reasonIntro: string;
  linkIntro: string;
  signature: string;
}

const TEXTS: Record<Locale, PersonalisationTexts> = {
  en: {
    subject: { requested: 'AMA: your personalisation request', approved: 'AMA: your free personalisation is approved', refused: 'AMA: your personalisation request' },
    greeting: (name) => `Dear ${name},`,
    requested: (occasion) => `we have received your request for a free personalisation for your occasion on ${occasion}. We will read it and write to you soon.`,
    approvedPiece: (piece) => `your free personalisation is approved: bring ${piece} to one of our stores or send it to us, and we will personalise it free of charge.`,
    approvedNew: (until) =>
      `your free personalisation is approved. Add an engraving to the piece you choose and enter this code in your cart by ${until}: the engraving of one piece is free.`,
    code: 'Your code:',
    refused: (occasion) => `we are sorry: we cannot offer a free personalisation for your occasion on ${occasion}.`,
    reasonIntro: 'The reason:',
    linkIntro: 'Your requests are on your member page:',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: {
      requested: 'AMA: la tua richiesta di personalizzazione',
      approved: 'AMA: la tua personalizzazione gratuita è approvata',
      refused: 'AMA: la tua richiesta di personalizzazione',
    },
    greeting: (name) => `Gentile ${name},`,
    requested: (occasion) => `abbiamo ricevuto la tua richiesta di personalizzazione gratuita per la tua occasione del ${occasion}. La leggeremo e ti scriveremo presto.`,
    approvedPiece: (piece) =>
      `la tua personalizzazione gratuita è approvata: porta ${piece} in una delle nostre boutique o spediscilo a noi, e lo personalizzeremo senza alcun costo.`,
    approvedNew: (until) =>
      `la tua personalizzazione gratuita è approvata. Aggiungi un'incisione al gioiello che scegli e inserisci questo codice nel carrello entro il ${until}: l'incisione di un gioiello è gratuita.`,
    code: 'Il tuo codice:',
    refused: (occasion) => `ci dispiace: non possiamo offrirti una personalizzazione gratuita per la tua occasione del ${occasion}.`,
    reasonIntro: 'Il motivo:',
    linkIntro: 'Le tue richieste sono nella tua pagina socio:',
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: { requested: 'AMA: tu solicitud de personalización', approved: 'AMA: tu personalización gratuita está aprobada', refused: 'AMA: tu solicitud de personalización' },
    greeting: (name) => `Hola, ${name}:`,
    requested: (occasion) => `hemos recibido tu solicitud de personalización gratuita para tu ocasión del ${occasion}. La leeremos y te escribiremos pronto.`,
    approvedPiece: (piece) => `tu personalización gratuita está aprobada: lleva ${piece} a una de nuestras tiendas o envíanoslo, y lo personalizaremos sin coste.`,
    approvedNew: (until) =>
      `tu personalización gratuita está aprobada. Añade un grabado a la joya que elijas e introduce este código en tu cesta antes del ${until}: el grabado de una joya es gratuito.`,
    code: 'Tu código:',
    refused: (occasion) => `lo sentimos: no podemos ofrecerte una personalización gratuita para tu ocasión del ${occasion}.`,
    reasonIntro: 'El motivo:',
    linkIntro: 'Tus solicitudes están en tu página de socio:',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: {
      requested: 'AMA: Ihre Anfrage für eine Personalisierung',
      approved: 'AMA: Ihre kostenlose Personalisierung ist genehmigt',
      refused: 'AMA: Ihre Anfrage für eine Personalisierung',
    },
    greeting: (name, lastname) => `Guten Tag ${name} ${lastname},`,
    requested: (occasion) => `wir haben Ihre Anfrage für eine kostenlose Personalisierung zu Ihrem Anlass am ${occasion} erhalten. Wir prüfen sie und melden uns bald.`,
    approvedPiece: (piece) =>
      `Ihre kostenlose Personalisierung ist genehmigt: Bringen Sie ${piece} in eine unserer Boutiquen oder senden Sie es uns, und wir personalisieren es kostenlos.`,
    approvedNew: (until) =>
      `Ihre kostenlose Personalisierung ist genehmigt. Fügen Sie dem Schmuckstück Ihrer Wahl eine Gravur hinzu und geben Sie diesen Code bis zum ${until} im Warenkorb ein: Die Gravur eines Schmuckstücks ist kostenlos.`,
    code: 'Ihr Code:',
    refused: (occasion) => `leider können wir Ihnen für Ihren Anlass am ${occasion} keine kostenlose Personalisierung anbieten.`,
    reasonIntro: 'Der Grund:',
    linkIntro: 'Ihre Anfragen finden Sie auf Ihrer Mitgliederseite:',
    signature: 'AMA Feinschmuck',
  },
};

const longDay = (locale: Locale, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** The code's last day in Italy: it is valid until (excluded) the instant stored. */
const lastDay = (locale: Locale, until: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(Date.parse(until) - 1));

function body(texts: PersonalisationTexts, { locale, personalisation }: PersonalisationMailInput): string[] {
  const occasion = longDay(locale, personalisation.occasionDate);
  switch (personalisation.status) {
    case 'requested':
      return [texts.requested(occasion)];
    case 'refused':
      return [texts.refused(occasion), `${texts.reasonIntro} ${personalisation.refusalReason ?? ''}`];
    case 'approved':
      if (personalisation.piece) return [texts.approvedPiece(`${personalisation.piece.name} (${personalisation.piece.orderNumber})`)];
      return [texts.approvedNew(lastDay(locale, personalisation.code?.validUntil ?? new Date().toISOString())), `${texts.code} ${personalisation.code?.code ?? ''}`];
  }
}

/** The e-mail of a personalisation's step, to the member. */
export function buildPersonalisationMail(input: PersonalisationMailInput): OutgoingMail {
  const texts = TEXTS[input.locale];
  const paragraphs = [[texts.greeting(input.name, input.lastname)], ...body(texts, input).map((line) => [line]), [texts.linkIntro, input.memberLink], [texts.signature]];
  return paragraphMail(input.locale, input.email, texts.subject[input.personalisation.status], paragraphs);
}
