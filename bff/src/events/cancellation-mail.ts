import type { Locale } from '@ama/contracts';
import { paragraphMail, type OutgoingMail } from '../mail';
import { formatEventTime } from './mail';

interface CancellationTexts {
  subject: (title: string) => string;
  greeting: (firstName: string, lastName: string) => string;
  /** The organiser cancelled the event. */
  eventCancelled: (title: string, when: string) => string;
  /** The guest cancelled their own registration. */
  registrationCancelled: (title: string, when: string) => string;
  signature: string;
}

const TEXTS: Record<Locale, CancellationTexts> = {
  en: {
    subject: (title) => `AMA: “${title}” — cancellation`,
    greeting: (firstName) => `Dear ${firstName},`,
    eventCancelled: (title, when) =>
      `we are sorry to tell you that “${title}” (${when}) has been cancelled. Your registration is void; we hope to welcome you at another of our events.`,
    registrationCancelled: (title, when) =>
      `your registration for “${title}” (${when}) is cancelled, and your seats have gone back to other guests. You are welcome to register again while seats are left.`,
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (title) => `AMA: «${title}» — annullamento`,
    greeting: (firstName) => `Gentile ${firstName},`,
    eventCancelled: (title, when) =>
      `siamo spiacenti di comunicarti che «${title}» (${when}) è stato annullato. La tua registrazione non è più valida; speriamo di accoglierti a un altro nostro evento.`,
    registrationCancelled: (title, when) =>
      `la tua registrazione a «${title}» (${when}) è annullata e i tuoi posti sono tornati disponibili per altri ospiti. Puoi registrarti di nuovo finché ci sono posti.`,
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (title) => `AMA: «${title}» — cancelación`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    eventCancelled: (title, when) =>
      `lamentamos comunicarte que «${title}» (${when}) ha sido cancelado. Tu inscripción queda anulada; esperamos recibirte en otro de nuestros eventos.`,
    registrationCancelled: (title, when) =>
      `tu inscripción en «${title}» (${when}) está cancelada y tus plazas han pasado a otros invitados. Puedes inscribirte de nuevo mientras queden plazas.`,
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (title) => `AMA: „${title}“ – Absage`,
    greeting: (firstName, lastName) => `Guten Tag ${firstName} ${lastName},`,
    eventCancelled: (title, when) =>
      `leider müssen wir Ihnen mitteilen, dass „${title}“ (${when}) abgesagt wurde. Ihre Anmeldung entfällt; wir hoffen, Sie bei einer anderen unserer Veranstaltungen begrüßen zu dürfen.`,
    registrationCancelled: (title, when) =>
      `Ihre Anmeldung zu „${title}“ (${when}) ist storniert, und Ihre Plätze gehen an andere Gäste. Solange Plätze frei sind, können Sie sich gern erneut anmelden.`,
    signature: 'AMA Feinschmuck',
  },
};

export interface CancellationMailInput {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  event: { title: string; startsAt: string };
  /** Who cancelled: the organiser (the whole event) or the guest (their registration). */
  by: 'organiser' | 'guest';
}

/** The e-mail of a cancellation, in the guest's language; text and escaped HTML. */
export function buildCancellationMail({ email, firstName, lastName, locale, event, by }: CancellationMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const when = formatEventTime(event.startsAt, locale);
  const paragraphs = [
    texts.greeting(firstName, lastName),
    by === 'organiser' ? texts.eventCancelled(event.title, when) : texts.registrationCancelled(event.title, when),
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
