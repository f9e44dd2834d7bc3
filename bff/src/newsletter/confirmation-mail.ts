import type { Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

interface MailTexts {
  subject: (percent: number) => string;
  greeting: (name: string, surname: string) => string;
  thanks: string;
  codeIntro: (percent: number) => string;
  howToUse: string;
  notYou: string;
  signature: string;
}

/** The confirmation (docs/requirements.md#newsletter) in the subscriber's language; German addresses formally (Sie, full name). */
const TEXTS: Record<Locale, MailTexts> = {
  en: {
    subject: (percent) => `AMA: your ${percent}% welcome code`,
    greeting: (name) => `Dear ${name},`,
    thanks: 'thank you for subscribing to the AMA newsletter.',
    codeIntro: (percent) => `Here is your welcome code for ${percent}% off your first purchase:`,
    howToUse: 'Enter it in your cart before checkout.',
    notYou: 'If you did not subscribe, simply ignore this e-mail.',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (percent) => `AMA: il tuo codice di benvenuto del ${percent}%`,
    greeting: (name) => `Gentile ${name},`,
    thanks: "grazie per l'iscrizione alla newsletter AMA.",
    codeIntro: (percent) => `Ecco il tuo codice di benvenuto per il ${percent}% di sconto sul primo acquisto:`,
    howToUse: "Inseriscilo nel carrello prima di completare l'ordine.",
    notYou: "Se non hai richiesto l'iscrizione, ignora questa e-mail.",
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (percent) => `AMA: tu código de bienvenida del ${percent} %`,
    greeting: (name) => `Hola, ${name}:`,
    thanks: 'gracias por suscribirte a la newsletter de AMA.',
    codeIntro: (percent) => `Este es tu código de bienvenida para un ${percent} % de descuento en tu primera compra:`,
    howToUse: 'Introdúcelo en el carrito antes de finalizar la compra.',
    notYou: 'Si no te has suscrito, ignora este correo electrónico.',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (percent) => `AMA: Ihr Willkommenscode über ${percent} %`,
    greeting: (name, surname) => `Guten Tag ${name} ${surname},`,
    thanks: 'vielen Dank für Ihre Anmeldung zum AMA-Newsletter.',
    codeIntro: (percent) => `Hier ist Ihr Willkommenscode für ${percent} % Rabatt auf Ihren ersten Einkauf:`,
    howToUse: 'Geben Sie ihn vor dem Bezahlen im Warenkorb ein.',
    notYou: 'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
    signature: 'AMA Feinschmuck',
  },
};

export interface ConfirmationMailInput {
  email: string;
  name: string;
  surname: string;
  discountCode: string;
  discountPercent: number;
  locale: Locale;
}

/** Plain text for every client, plus simple HTML in which every piece of user text is escaped. */
export function buildConfirmationMail({ email, name, surname, discountCode, discountPercent, locale }: ConfirmationMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const subject = texts.subject(discountPercent);
  const greeting = texts.greeting(name, surname);
  const before = [greeting, texts.thanks, texts.codeIntro(discountPercent)];
  const after = [texts.howToUse, texts.notYou, texts.signature];
  const text = [...before, discountCode, ...after].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...before.map(paragraph),
    `<p style="font-size: 1.25em; letter-spacing: 0.1em"><strong>${escapeHtml(discountCode)}</strong></p>`,
    ...after.map(paragraph),
    '</body></html>',
  ].join('\n');
  return { to: email, subject, text, html };
}
