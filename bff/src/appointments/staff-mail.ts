import { formatAppointmentTime } from '@ama/contracts';
import type { Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

interface StaffMailTexts {
  videoSubject: string;
  videoIntro: (when: string) => string;
  videoJoin: string;
  cancelledSubject: string;
  /** We cancelled it (staff). */
  cancelledByUs: (when: string) => string;
  /** The customer cancelled it with the e-mail's link. */
  cancelledByYou: (when: string) => string;
  rebook: string;
  greeting: (name: string) => string;
  signature: string;
}

/** What the customer is told when staff send the video link or either side cancels; German formally. */
const TEXTS: Record<Locale, StaffMailTexts> = {
  en: {
    videoSubject: 'AMA: the link to your video call',
    videoIntro: (when) => `here is the link to your video call with our jewellers on ${when}.`,
    videoJoin: 'Join the video call',
    cancelledSubject: 'AMA: your appointment is cancelled',
    cancelledByUs: (when) => `we are sorry: we have had to cancel your appointment on ${when}.`,
    cancelledByYou: (when) => `your appointment on ${when} is cancelled, as you asked.`,
    rebook: 'You are welcome to book another time on our website.',
    greeting: (name) => `Dear ${name},`,
    signature: 'AMA Fine Jewellery',
  },
  it: {
    videoSubject: 'AMA: il link della tua videochiamata',
    videoIntro: (when) => `ecco il link della tua videochiamata con i nostri gioiellieri, ${when}.`,
    videoJoin: 'Partecipa alla videochiamata',
    cancelledSubject: 'AMA: il tuo appuntamento è annullato',
    cancelledByUs: (when) => `siamo spiacenti: abbiamo dovuto annullare il tuo appuntamento del ${when}.`,
    cancelledByYou: (when) => `il tuo appuntamento del ${when} è annullato, come hai chiesto.`,
    rebook: 'Puoi prenotare un altro orario sul nostro sito.',
    greeting: (name) => `Gentile ${name},`,
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    videoSubject: 'AMA: el enlace de tu videollamada',
    videoIntro: (when) => `aquí tienes el enlace de tu videollamada con nuestros joyeros, ${when}.`,
    videoJoin: 'Unirse a la videollamada',
    cancelledSubject: 'AMA: tu cita está cancelada',
    cancelledByUs: (when) => `lo sentimos: hemos tenido que cancelar tu cita del ${when}.`,
    cancelledByYou: (when) => `tu cita del ${when} está cancelada, como pediste.`,
    rebook: 'Puedes reservar otro horario en nuestra web.',
    greeting: (name) => `Hola, ${name}:`,
    signature: 'AMA Alta Joyería',
  },
  de: {
    videoSubject: 'AMA: der Link zu Ihrem Videoanruf',
    videoIntro: (when) => `hier ist der Link zu Ihrem Videoanruf mit unseren Juwelieren am ${when}.`,
    videoJoin: 'Am Videoanruf teilnehmen',
    cancelledSubject: 'AMA: Ihr Termin ist abgesagt',
    cancelledByUs: (when) => `es tut uns leid: Wir mussten Ihren Termin am ${when} absagen.`,
    cancelledByYou: (when) => `Ihr Termin am ${when} ist wie gewünscht abgesagt.`,
    rebook: 'Gern können Sie auf unserer Website einen anderen Termin buchen.',
    greeting: (name) => `Guten Tag ${name},`,
    signature: 'AMA Feinschmuck',
  },
};

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  start: string;
  timeZone: string;
}

function mail(to: Recipient, subject: string, paragraphs: string[], link?: { href: string; label: string }): OutgoingMail {
  const text = [...paragraphs.slice(0, -1), ...(link ? [`${link.label}: ${link.href}`] : []), paragraphs.at(-1)!].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${to.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...paragraphs.slice(0, -1).map(p),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    p(paragraphs.at(-1)!),
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}

/** The video call's link, sent by staff before the appointment. */
export function buildVideoLinkMail(to: Recipient, videoLink: string): OutgoingMail {
  const texts = TEXTS[to.locale];
  const when = formatAppointmentTime(to.start, to.timeZone, to.locale);
  return mail(to, texts.videoSubject, [texts.greeting(to.name), texts.videoIntro(when), texts.signature], { href: videoLink, label: texts.videoJoin });
}

/** A cancelled appointment: by staff, or confirmed to the customer who cancelled it. */
export function buildAppointmentCancelledMail(to: Recipient, by: 'staff' | 'customer'): OutgoingMail {
  const texts = TEXTS[to.locale];
  const when = formatAppointmentTime(to.start, to.timeZone, to.locale);
  return mail(to, texts.cancelledSubject, [texts.greeting(to.name), by === 'staff' ? texts.cancelledByUs(when) : texts.cancelledByYou(when), texts.rebook, texts.signature]);
}
