import type { Locale } from '@ama/contracts';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', it: 'it-IT', es: 'es-ES', de: 'de-DE' };

type ZoneNames = Readonly<Record<string, string>>;

/**
 * The places' zones in words, per language: the shopper reads "Italian time", not the IANA id
 * ('Europe/Rome') the appointment is stored with. The shop's pages say the same (mfe-events' texts).
 */
const ZONE_NAMES: Record<Locale, ZoneNames> = {
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

/** A zone we have no words for (a store opened since) still gets a name in the shopper's language, from Intl. */
const intlZoneName = (timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * 'mercoledì 2 dicembre 2026, 15:30 (ora italiana)', 'Mittwoch, 2. Dezember 2026, 15:30 Uhr (italienische
 * Zeit)': the appointment on the place's clock, as the shop's confirmation page shows it.
 */
export function formatWhen(start: string, timeZone: string, locale: Locale): string {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone }).format(new Date(start));
  const date = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zone = ZONE_NAMES[locale][timeZone] ?? intlZoneName(timeZone, locale);
  return `${date}, ${time}${locale === 'de' ? ' Uhr' : ''} (${zone})`;
}
