import { INTL_LOCALE, type EventDetail, type Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

interface MailTexts {
  subject: (title: string) => string;
  greeting: (firstName: string, lastName: string) => string;
  confirmed: (title: string) => string;
  declined: (title: string) => string;
  when: string;
  where: string;
  seats: (count: number) => string;
  companions: string;
  cancelIntro: string;
  cancelLink: string;
  signature: string;
  zone: (offset: string) => string;
}

const zoneName = (offset: string, names: { winter: string; summer: string }) => (offset === '+01:00' ? names.winter : offset === '+02:00' ? names.summer : `UTC${offset}`);

/** The confirmation (docs/requirements.md#events) in the guest's language; German addresses formally (Sie, full name). */
const TEXTS: Record<Locale, MailTexts> = {
  en: {
    subject: (title) => `AMA: your registration for “${title}”`,
    greeting: (firstName) => `Dear ${firstName},`,
    confirmed: (title) => `thank you for registering for “${title}”. We look forward to welcoming you.`,
    declined: (title) => `thank you for your reply about “${title}”. We have noted that you will not attend.`,
    when: 'When',
    where: 'Where',
    seats: (count) => (count === 1 ? 'Seats reserved: 1 (you)' : `Seats reserved: ${count} (you and ${count - 1} companion${count === 2 ? '' : 's'})`),
    companions: 'Your companions',
    cancelIntro: 'Plans changed? You can cancel your registration at any time with this link, and the seats go to other guests:',
    cancelLink: 'Cancel my registration',
    signature: 'AMA Fine Jewellery',
    zone: (offset) => zoneName(offset, { winter: 'CET, Italian time', summer: 'CEST, Italian time' }),
  },
  it: {
    subject: (title) => `AMA: la tua registrazione a «${title}»`,
    greeting: (firstName) => `Gentile ${firstName},`,
    confirmed: (title) => `grazie per esserti registrato/a a «${title}». Ti aspettiamo.`,
    declined: (title) => `grazie per la risposta su «${title}». Abbiamo preso nota che non potrai partecipare.`,
    when: 'Quando',
    where: 'Dove',
    seats: (count) => (count === 1 ? 'Posti riservati: 1 (tu)' : `Posti riservati: ${count} (tu e ${count - 1} accompagnator${count === 2 ? 'e' : 'i'})`),
    companions: 'I tuoi accompagnatori',
    cancelIntro: 'Hai cambiato programma? Puoi annullare la registrazione in qualsiasi momento con questo link, e i posti andranno ad altri ospiti:',
    cancelLink: 'Annulla la mia registrazione',
    signature: 'AMA Alta Gioielleria',
    zone: (offset) => zoneName(offset, { winter: 'CET, ora italiana', summer: 'CEST, ora italiana' }),
  },
  es: {
    subject: (title) => `AMA: tu inscripción en «${title}»`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    confirmed: (title) => `gracias por inscribirte en «${title}». Te esperamos.`,
    declined: (title) => `gracias por tu respuesta sobre «${title}». Hemos tomado nota de que no asistirás.`,
    when: 'Cuándo',
    where: 'Dónde',
    seats: (count) => (count === 1 ? 'Plazas reservadas: 1 (tú)' : `Plazas reservadas: ${count} (tú y ${count - 1} acompañante${count === 2 ? '' : 's'})`),
    companions: 'Tus acompañantes',
    cancelIntro: '¿Han cambiado tus planes? Puedes cancelar tu inscripción en cualquier momento con este enlace, y las plazas pasarán a otros invitados:',
    cancelLink: 'Cancelar mi inscripción',
    signature: 'AMA Alta Joyería',
    zone: (offset) => zoneName(offset, { winter: 'CET, hora de Italia', summer: 'CEST, hora de Italia' }),
  },
  de: {
    subject: (title) => `AMA: Ihre Anmeldung zu „${title}“`,
    greeting: (firstName, lastName) => `Guten Tag ${firstName} ${lastName},`,
    confirmed: (title) => `vielen Dank für Ihre Anmeldung zu „${title}“. Wir freuen uns auf Sie.`,
    declined: (title) => `vielen Dank für Ihre Rückmeldung zu „${title}“. Wir haben notiert, dass Sie nicht teilnehmen.`,
    when: 'Wann',
    where: 'Wo',
    seats: (count) => (count === 1 ? 'Reservierte Plätze: 1 (Sie)' : `Reservierte Plätze: ${count} (Sie und ${count - 1} Begleitperson${count === 2 ? '' : 'en'})`),
    companions: 'Ihre Begleitpersonen',
    cancelIntro: 'Haben sich Ihre Pläne geändert? Mit diesem Link können Sie Ihre Anmeldung jederzeit stornieren, und die Plätze gehen an andere Gäste:',
    cancelLink: 'Meine Anmeldung stornieren',
    signature: 'AMA Feinschmuck',
    zone: (offset) => zoneName(offset, { winter: 'MEZ, italienische Zeit', summer: 'MESZ, italienische Zeit' }),
  },
};

/** '2026-12-10T18:00:00+01:00' → 'Thursday 10 December 2026, 18:00 (CET, Italian time)': the venue's wall clock. */
export function formatEventTime(startsAt: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2}([+-]\d{2}:\d{2})$/.exec(startsAt);
  if (!match) return startsAt;
  const [, year, month, day, hour, minute, offset] = match as unknown as [string, string, string, string, string, string, string];
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
  return `${date}, ${hour}:${minute} (${TEXTS[locale].zone(offset)})`;
}

export interface RegistrationMailInput {
  email: string;
  firstName: string;
  lastName: string;
  seats: number;
  presence: boolean;
  companions: string[];
  event: EventDetail;
  locale: Locale;
  cancelUrl: string;
}

/** Plain text for every client, plus simple HTML in which every piece of guest and event text is escaped. */
export function buildRegistrationMail({ email, firstName, lastName, seats, presence, companions, event, locale, cancelUrl }: RegistrationMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const subject = texts.subject(event.title);
  const intro = [texts.greeting(firstName, lastName), presence ? texts.confirmed(event.title) : texts.declined(event.title)];
  const facts = [`${texts.when}: ${formatEventTime(event.startsAt, locale)}`, `${texts.where}: ${event.venueName}, ${event.address}`];
  if (presence) facts.push(texts.seats(seats));
  const companionLines = companions.length > 0 ? [`${texts.companions}: ${companions.join(', ')}`] : [];
  const text = [...intro, facts.join('\n'), ...companionLines, `${texts.cancelIntro}\n${cancelUrl}`, texts.signature].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...intro.map(paragraph),
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    ...(companions.length > 0 ? [`<p>${escapeHtml(texts.companions)}:</p>`, `<ul>${companions.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`] : []),
    paragraph(texts.cancelIntro),
    `<p><a href="${escapeHtml(cancelUrl)}">${escapeHtml(texts.cancelLink)}</a></p>`,
    paragraph(texts.signature),
    '</body></html>',
  ].join('\n');
  return { to: email, subject, text, html };
}
