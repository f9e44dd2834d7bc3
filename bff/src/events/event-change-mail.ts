import type { Locale } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';
import { formatEventTime } from './mail';

interface ChangeTexts {
  subject: (title: string) => string;
  greeting: (firstName: string, lastName: string) => string;
  changed: (title: string, when: string, where: string) => string;
  signature: string;
}

const TEXTS: Record<Locale, ChangeTexts> = {
  en: {
    subject: (title) => `AMA: “${title}” — new time or place`,
    greeting: (firstName) => `Dear ${firstName},`,
    changed: (title, when, where) =>
      `“${title}” has changed: it now takes place on ${when}, at ${where}. Your registration stands. If you can no longer come, please cancel it with the link in your confirmation e-mail, so your seats go to other guests.`,
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (title) => `AMA: «${title}» — nuovo orario o luogo`,
    greeting: (firstName) => `Gentile ${firstName},`,
    changed: (title, when, where) =>
      `«${title}» è cambiato: ora si terrà ${when}, presso ${where}. La tua registrazione resta valida. Se non puoi più partecipare, annullala con il link dell'e-mail di conferma, così i tuoi posti andranno ad altri ospiti.`,
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (title) => `AMA: «${title}» — nueva hora o lugar`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    changed: (title, when, where) =>
      `«${title}» ha cambiado: ahora tendrá lugar el ${when}, en ${where}. Tu inscripción sigue en pie. Si ya no puedes asistir, cancélala con el enlace de tu e-mail de confirmación, para que tus plazas pasen a otros invitados.`,
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (title) => `AMA: „${title}“ – neue Zeit oder neuer Ort`,
    greeting: (firstName, lastName) => `Guten Tag ${firstName} ${lastName},`,
    changed: (title, when, where) =>
      `„${title}“ hat sich geändert: Die Veranstaltung findet jetzt am ${when} statt, in ${where}. Ihre Anmeldung bleibt bestehen. Wenn Sie nicht mehr teilnehmen können, stornieren Sie sie bitte über den Link in Ihrer Bestätigungs-E-Mail, damit Ihre Plätze an andere Gäste gehen.`,
    signature: 'AMA Feinschmuck',
  },
};

export interface EventChangeMailInput {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  event: { title: string; startsAt: string; venueName: string; address: string };
}

/** A confirmed guest's e-mail when staff move the event's time or place, in the guest's language. */
export function buildEventChangeMail({ email, firstName, lastName, locale, event }: EventChangeMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const paragraphs = [
    texts.greeting(firstName, lastName),
    texts.changed(event.title, formatEventTime(event.startsAt, locale), `${event.venueName}, ${event.address}`),
    texts.signature,
  ];
  const subject = texts.subject(event.title);
  return paragraphMail(
    locale,
    email,
    subject,
    paragraphs.map((paragraph) => [paragraph]),
  );
}
