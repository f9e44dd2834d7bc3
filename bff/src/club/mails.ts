import { CLUB, SHOP_TIME_ZONE, type Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

/**
 * The club's e-mails, in the shopper's language (German formal: Sie, full name). Plain text for every
 * client plus simple HTML in which every piece of user text (names, the friend's member's name) is
 * escaped; the link and the code are ours, escaped all the same.
 */

const money = (locale: Locale, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);

/** The last day a code can be used (its end is excluded): 'validUntil − 1 ms' as an Italian date. */
export const lastValidDay = (locale: Locale, validUntil: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(validUntil.getTime() - 1));

interface SignUpTexts {
  subject: string;
  greeting: (name: string, lastname: string) => string;
  welcome: string;
  pending: (minimum: string) => string;
  linkIntro: string;
  codeIntro: (percent: number, until: string) => string;
  notYou: string;
  signature: string;
}

const SIGN_UP: Record<Locale, SignUpTexts> = {
  en: {
    subject: 'Welcome to Club AMA',
    greeting: (name) => `Dear ${name},`,
    welcome: 'welcome to Club AMA. We have received your sign-up.',
    pending: (minimum) => `Your membership is pending until your first purchase of at least ${minimum} at list price; from then on you enjoy every member benefit.`,
    linkIntro: 'Your member page, with your status, your codes and your benefits, is at this personal link (keep it to yourself):',
    codeIntro: (percent, until) => `Here is your ${percent}% welcome code, valid until ${until}:`,
    notYou: 'If you did not sign up, simply ignore this e-mail.',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: 'Benvenuto nel Club AMA',
    greeting: (name) => `Gentile ${name},`,
    welcome: 'benvenuto nel Club AMA. Abbiamo ricevuto la tua iscrizione.',
    pending: (minimum) => `La tua iscrizione resta in attesa fino al primo acquisto di almeno ${minimum} a prezzo di listino; da quel momento godrai di tutti i vantaggi del Club.`,
    linkIntro: 'La tua pagina socio, con stato, codici e vantaggi, è a questo link personale (non condividerlo):',
    codeIntro: (percent, until) => `Ecco il tuo codice di benvenuto del ${percent}%, valido fino al ${until}:`,
    notYou: 'Se non hai richiesto l’iscrizione, ignora questa e-mail.',
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: 'Bienvenido al Club AMA',
    greeting: (name) => `Hola, ${name}:`,
    welcome: 'te damos la bienvenida al Club AMA. Hemos recibido tu inscripción.',
    pending: (minimum) =>
      `Tu inscripción queda pendiente hasta tu primera compra de al menos ${minimum} a precio de catálogo; desde entonces disfrutarás de todas las ventajas del Club.`,
    linkIntro: 'Tu página de socio, con tu estado, tus códigos y tus ventajas, está en este enlace personal (no lo compartas):',
    codeIntro: (percent, until) => `Este es tu código de bienvenida del ${percent} %, válido hasta el ${until}:`,
    notYou: 'Si no te has inscrito, ignora este correo electrónico.',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: 'Willkommen im Club AMA',
    greeting: (name, lastname) => `Guten Tag ${name} ${lastname},`,
    welcome: 'willkommen im Club AMA. Wir haben Ihre Anmeldung erhalten.',
    pending: (minimum) => `Ihre Mitgliedschaft ist vorgemerkt bis zu Ihrem ersten Einkauf von mindestens ${minimum} zum Listenpreis; ab dann genießen Sie alle Vorteile des Clubs.`,
    linkIntro: 'Ihre Mitgliederseite mit Status, Codes und Vorteilen finden Sie unter diesem persönlichen Link (bitte nicht weitergeben):',
    codeIntro: (percent, until) => `Hier ist Ihr Willkommenscode über ${percent} %, gültig bis ${until}:`,
    notYou: 'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
    signature: 'AMA Feinschmuck',
  },
};

const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
const codeBlock = (code: string) => `<p style="font-size: 1.25em; letter-spacing: 0.1em"><strong>${escapeHtml(code)}</strong></p>`;
const page = (locale: Locale, subject: string, body: string[]) =>
  [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...body,
    '</body></html>',
  ].join('\n');

export interface SignUpMailInput {
  email: string;
  name: string;
  lastname: string;
  locale: Locale;
  memberLink: string;
  welcomeCode: string;
  welcomePercent: number;
  welcomeValidUntil: Date;
}

export function buildSignUpMail(input: SignUpMailInput): OutgoingMail {
  const texts = SIGN_UP[input.locale];
  const until = lastValidDay(input.locale, input.welcomeValidUntil);
  const intro = [texts.greeting(input.name, input.lastname), texts.welcome, texts.pending(money(input.locale, CLUB.minFirstPurchaseCents))];
  const codeIntro = texts.codeIntro(input.welcomePercent, until);
  const outro = [texts.notYou, texts.signature];
  const text = [...intro, texts.linkIntro, input.memberLink, codeIntro, input.welcomeCode, ...outro].join('\n\n');
  const link = escapeHtml(input.memberLink);
  const html = page(input.locale, texts.subject, [
    ...intro.map(paragraph),
    paragraph(texts.linkIntro),
    `<p><a href="${link}">${link}</a></p>`,
    paragraph(codeIntro),
    codeBlock(input.welcomeCode),
    ...outro.map(paragraph),
  ]);
  return { to: input.email, subject: texts.subject, text, html };
}

interface FriendTexts {
  subject: (percent: number) => string;
  greeting: string;
  invited: (memberName: string, percent: number, until: string) => string;
  howToUse: string;
  signature: string;
}

const FRIEND: Record<Locale, FriendTexts> = {
  en: {
    subject: (percent) => `AMA: a ${percent}% gift from a friend`,
    greeting: 'Hello,',
    invited: (member, percent, until) => `${member}, a member of Club AMA, has given you a ${percent}% discount code on AMA jewellery, valid until ${until}:`,
    howToUse: 'Enter it in your cart before checkout, with this e-mail address.',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (percent) => `AMA: un regalo del ${percent}% da un amico`,
    greeting: 'Ciao,',
    invited: (member, percent, until) => `${member}, socio del Club AMA, ti regala un codice sconto del ${percent}% sui gioielli AMA, valido fino al ${until}:`,
    howToUse: 'Inseriscilo nel carrello prima di completare l’ordine, con questo indirizzo e-mail.',
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (percent) => `AMA: un regalo del ${percent} % de un amigo`,
    greeting: 'Hola:',
    invited: (member, percent, until) => `${member}, socio del Club AMA, te regala un código de descuento del ${percent} % en joyas AMA, válido hasta el ${until}:`,
    howToUse: 'Introdúcelo en el carrito antes de finalizar la compra, con esta dirección de correo.',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (percent) => `AMA: ein Geschenk über ${percent} % von einem Freund`,
    greeting: 'Guten Tag,',
    invited: (member, percent, until) => `${member}, Mitglied im Club AMA, schenkt Ihnen einen Rabattcode über ${percent} % auf AMA-Schmuck, gültig bis ${until}:`,
    howToUse: 'Geben Sie ihn vor dem Bezahlen im Warenkorb ein, mit dieser E-Mail-Adresse.',
    signature: 'AMA Feinschmuck',
  },
};

export interface FriendMailInput {
  friendEmail: string;
  memberName: string;
  memberLastname: string;
  locale: Locale;
  code: string;
  percent: number;
  validUntil: Date;
}

/** To the friend a member brought, in the member's language (the only one known). */
export function buildFriendMail(input: FriendMailInput): OutgoingMail {
  const texts = FRIEND[input.locale];
  const subject = texts.subject(input.percent);
  const invited = texts.invited(`${input.memberName} ${input.memberLastname}`, input.percent, lastValidDay(input.locale, input.validUntil));
  const text = [texts.greeting, invited, input.code, texts.howToUse, texts.signature].join('\n\n');
  const html = page(input.locale, subject, [paragraph(texts.greeting), paragraph(invited), codeBlock(input.code), paragraph(texts.howToUse), paragraph(texts.signature)]);
  return { to: input.friendEmail, subject, text, html };
}
