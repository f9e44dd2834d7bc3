import type { Locale } from './locales';

/** The Intl locale of each shop language (dates and times as a shopper there writes them). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', it: 'it-IT', es: 'es-ES', de: 'de-DE' };

/**
 * The places' zones in words, per language: a shopper reads "Italian time", not the IANA id
 * ('Europe/Rome') an appointment is stored with. One list for the booking page, the confirmation, the
 * e-mails and the back office (docs/appointments-and-stores.md).
 */
const ZONE_NAMES: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    'Europe/Rome': 'Italian time',
    'Europe/Zurich': 'Swiss time',
    'Europe/Berlin': 'German time',
    'Europe/Paris': 'French time',
    'Europe/Madrid': 'Spanish time',
    'Europe/London': 'UK time',
    'America/New_York': 'New York time',
  },
  it: {
    'Europe/Rome': 'ora italiana',
    'Europe/Zurich': 'ora svizzera',
    'Europe/Berlin': 'ora tedesca',
    'Europe/Paris': 'ora francese',
    'Europe/Madrid': 'ora spagnola',
    'Europe/London': 'ora del Regno Unito',
    'America/New_York': 'ora di New York',
  },
  es: {
    'Europe/Rome': 'hora italiana',
    'Europe/Zurich': 'hora suiza',
    'Europe/Berlin': 'hora alemana',
    'Europe/Paris': 'hora francesa',
    'Europe/Madrid': 'hora española',
    'Europe/London': 'hora del Reino Unido',
    'America/New_York': 'hora de Nueva York',
  },
  de: {
    'Europe/Rome': 'italienische Zeit',
    'Europe/Zurich': 'Schweizer Zeit',
    'Europe/Berlin': 'deutsche Zeit',
    'Europe/Paris': 'französische Zeit',
    'Europe/Madrid': 'spanische Zeit',
    'Europe/London': 'britische Zeit',
    'America/New_York': 'New Yorker Zeit',
  },
};

/** A zone in words in the shopper's language; one without words of ours (a store opened since) gets Intl's name. */
export function timeZoneName(timeZone: string, locale: Locale): string {
  const named = ZONE_NAMES[locale][timeZone];
  if (named) return named;
  return (
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * An appointment on the place's clock, as the shopper reads it: 'mercoledì 2 dicembre 2026, 15:30 (ora
 * italiana)', 'Mittwoch, 2. Dezember 2026, 15:30 Uhr (italienische Zeit)'. The times are the slots' own
 * ('15:30'), so the confirmation says what the shopper chose.
 */
export function formatAppointmentTime(start: string, timeZone: string, locale: Locale): string {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone }).format(new Date(start));
  const date = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date}, ${time}${locale === 'de' ? ' Uhr' : ''} (${timeZoneName(timeZone, locale)})`;
}
