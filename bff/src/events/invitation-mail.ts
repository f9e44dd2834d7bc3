import type { Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';
import { formatEventTime } from './mail';

interface InvitationTexts {
  subject: (title: string) => string;
  greeting: (name: string, lastname: string) => string;
  invited: (title: string) => string;
  when: string;
  where: string;
  membersOnly: string;
  membersFirst: (opens: string) => string;
  register: string;
  signature: string;
}

/** Club AMA's invitation in the member's language; German addresses formally (Sie, full name), as the shop's other mails. */
const TEXTS: Record<Locale, InvitationTexts> = {
  en: {
    subject: (title) => `Club AMA: you are invited to “${title}”`,
    greeting: (name) => `Dear ${name},`,
    invited: (title) => `as a Club AMA member, you are invited to “${title}”.`,
    when: 'When',
    where: 'Where',
    membersOnly: 'This event is for Club AMA members only.',
    membersFirst: (opens) => `Members may register now; registration opens to everyone on ${opens}.`,
    register: 'See the event and register',
    signature: 'AMA Fine Jewellery',
  },
  it: {
    subject: (title) => `Club AMA: sei invitato/a a «${title}»`,
    greeting: (name) => `Gentile ${name},`,
    invited: (title) => `come socio/a del Club AMA, sei invitato/a a «${title}».`,
    when: 'Quando',
    where: 'Dove',
    membersOnly: "L'evento è riservato ai soci del Club AMA.",
    membersFirst: (opens) => `I soci possono registrarsi da subito; le registrazioni si aprono a tutti ${opens}.`,
    register: "Scopri l'evento e registrati",
    signature: 'AMA Alta Gioielleria',
  },
  es: {
    subject: (title) => `Club AMA: estás invitado/a a «${title}»`,
    greeting: (name) => `Hola, ${name}:`,
    invited: (title) => `como socio/a del Club AMA, estás invitado/a a «${title}».`,
    when: 'Cuándo',
    where: 'Dónde',
    membersOnly: 'Este evento es solo para socios del Club AMA.',
    membersFirst: (opens) => `Los socios pueden inscribirse ya; la inscripción se abre a todos el ${opens}.`,
    register: 'Ver el evento e inscribirme',
    signature: 'AMA Alta Joyería',
  },
  de: {
    subject: (title) => `Club AMA: Ihre Einladung zu „${title}“`,
    greeting: (name, lastname) => `Guten Tag ${name} ${lastname},`,
    invited: (title) => `als Mitglied des Club AMA laden wir Sie zu „${title}“ ein.`,
    when: 'Wann',
    where: 'Wo',
    membersOnly: 'Diese Veranstaltung ist Mitgliedern des Club AMA vorbehalten.',
    membersFirst: (opens) => `Mitglieder können sich schon jetzt anmelden; für alle öffnet die Anmeldung am ${opens}.`,
    register: 'Zur Veranstaltung und Anmeldung',
    signature: 'AMA Feinschmuck',
  },
};

export interface InvitationMailInput {
  email: string;
  name: string;
  lastname: string;
  locale: Locale;
  event: { title: string; startsAt: string; venueName: string; address: string; access: 'members_only' | 'members_first'; publicRegistrationOpensAt: string | null };
  /** The event's page in the member's language. */
  eventUrl: string;
}

/** A Club AMA member's invitation to an event for members (only, or first): its name, time, place and page. Text and escaped HTML. */
export function buildInvitationMail({ email, name, lastname, locale, event, eventUrl }: InvitationMailInput): OutgoingMail {
  const texts = TEXTS[locale];
  const subject = texts.subject(event.title);
  const intro = [texts.greeting(name, lastname), texts.invited(event.title)];
  const facts = [`${texts.when}: ${formatEventTime(event.startsAt, locale)}`, `${texts.where}: ${event.venueName}, ${event.address}`];
  const access =
    event.access === 'members_first' && event.publicRegistrationOpensAt ? texts.membersFirst(formatEventTime(event.publicRegistrationOpensAt, locale)) : texts.membersOnly;
  const text = [...intro, facts.join('\n'), access, `${texts.register}:\n${eventUrl}`, texts.signature].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
    ...intro.map(paragraph),
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    paragraph(access),
    `<p><a href="${escapeHtml(eventUrl)}">${escapeHtml(texts.register)}</a></p>`,
    paragraph(texts.signature),
    '</body></html>',
  ].join('\n');
  return { to: email, subject, text, html };
}
