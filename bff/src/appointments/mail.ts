import { formatAppointmentTime } from '@ama/contracts';
import type { AppointmentKind, AppointmentView, Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

interface MailTexts {
  subject: string;
  greeting: (name: string) => string;
  confirmed: string;
  kinds: Record<AppointmentKind, string>;
  when: string;
  where: string;
  callYou: (phone: string) => string;
  videoLink: string;
  cancelIntro: string;
  signature: string;
}

/** The confirmation in the shopper's language; German addresses formally (Sie). */
const TEXTS: Record<Locale, MailTexts> = {
  en: {
    subject: 'AMA: your appointment is confirmed',
    greeting: (name) => `Dear ${name},`,
    confirmed: 'your appointment is confirmed.',
    kinds: {
      store: 'Visit to a store',
      phone: 'Phone call',
      video: 'Video call',
      showroom: 'Visit to the Milan showroom',
      ultrasonic_cleaning: 'Club AMA: free ultrasonic cleaning of one piece',
      professional_polishing: 'Club AMA ELITE: free professional cleaning and polishing',
    },
    when: 'When',
    where: 'Where',
    callYou: (phone) => `We will call you on ${phone}.`,
    videoLink: 'The link to the video call will be sent by our staff before the appointment.',
    cancelIntro: 'If you cannot come, please cancel the appointment with this link:',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: 'AMA: il tuo appuntamento è confermato',
    greeting: (name) => `Gentile ${name},`,
    confirmed: 'il tuo appuntamento è confermato.',
    kinds: {
      store: 'Visita in negozio',
      phone: 'Telefonata',
      video: 'Videochiamata',
      showroom: 'Visita allo showroom di Milano',
      ultrasonic_cleaning: 'Club AMA: pulizia a ultrasuoni gratuita di un gioiello',
      professional_polishing: 'Club AMA ELITE: pulizia e lucidatura professionale gratuite',
    },
    when: 'Quando',
    where: 'Dove',
    callYou: (phone) => `Ti chiameremo al numero ${phone}.`,
    videoLink: "Il link della videochiamata ti sarà inviato dal nostro staff prima dell'appuntamento.",
    cancelIntro: "Se non puoi venire, annulla l'appuntamento con questo link:",
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: 'AMA: tu cita está confirmada',
    greeting: (name) => `Hola, ${name}:`,
    confirmed: 'tu cita está confirmada.',
    kinds: {
      store: 'Visita a una tienda',
      phone: 'Llamada telefónica',
      video: 'Videollamada',
      showroom: 'Visita al showroom de Milán',
      ultrasonic_cleaning: 'Club AMA: limpieza por ultrasonidos gratuita de una joya',
      professional_polishing: 'Club AMA ELITE: limpieza y pulido profesional gratuitos',
    },
    when: 'Cuándo',
    where: 'Dónde',
    callYou: (phone) => `Te llamaremos al ${phone}.`,
    videoLink: 'Nuestro equipo te enviará el enlace de la videollamada antes de la cita.',
    cancelIntro: 'Si no puedes acudir, cancela la cita con este enlace:',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: 'AMA: Ihr Termin ist bestätigt',
    greeting: (name) => `Guten Tag ${name},`,
    confirmed: 'Ihr Termin ist bestätigt.',
    kinds: {
      store: 'Besuch in einem Geschäft',
      phone: 'Telefonat',
      video: 'Videoanruf',
      showroom: 'Besuch im Showroom Mailand',
      ultrasonic_cleaning: 'Club AMA: kostenlose Ultraschallreinigung eines Schmuckstücks',
      professional_polishing: 'Club AMA ELITE: kostenlose professionelle Reinigung und Politur',
    },
    when: 'Wann',
    where: 'Wo',
    callYou: (phone) => `Wir rufen Sie unter ${phone} an.`,
    videoLink: 'Den Link zum Videoanruf sendet Ihnen unser Team vor dem Termin.',
    cancelIntro: 'Falls Sie nicht kommen können, sagen Sie den Termin bitte über diesen Link ab:',
    signature: 'AMA Feinschmuck',
  },
};

export interface AppointmentMailInput {
  appointment: AppointmentView;
  phone: string;
  locale: Locale;
  cancelUrl: string;
}

/** Plain text plus simple HTML in which every piece of user text is escaped. */
export function buildAppointmentMail({ appointment, phone, locale, cancelUrl }: AppointmentMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const place = appointment.place;
  const details = [
    texts.kinds[appointment.kind],
    `${texts.when}: ${formatAppointmentTime(appointment.start, appointment.timeZone, locale)}`,
    ...(place ? [`${texts.where}: ${place.name}, ${place.address}, ${place.postalCode} ${place.city} (${place.country}), ${place.phone}`] : []),
    ...(appointment.kind === 'phone' ? [texts.callYou(phone)] : []),
    ...(appointment.kind === 'video' ? [texts.videoLink] : []),
  ];
  const text = [texts.greeting(appointment.name), texts.confirmed, details.join('\n'), `${texts.cancelIntro}\n${cancelUrl}`, texts.signature].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    p(texts.greeting(appointment.name)),
    p(texts.confirmed),
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(texts.cancelIntro)}<br><a href="${escapeHtml(cancelUrl)}">${escapeHtml(cancelUrl)}</a></p>`,
    p(texts.signature),
    '</body></html>',
  ].join('\n');
  return { to: appointment.email, subject: texts.subject, text, html };
}
