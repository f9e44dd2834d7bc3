import type { Locale } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { INTL_LOCALE } from '../events/format';

/**
 * The places' zones that have a name in our texts (appointments.zones.*). The API sends an IANA id
 * ('Europe/Rome'), which a shopper does not read: they read "Italian time".
 */
const NAMED_ZONES: Readonly<Record<string, string>> = {
  'Europe/Rome': 'italy',
  'Europe/Zurich': 'switzerland',
  'Europe/Berlin': 'germany',
  'Europe/Paris': 'france',
  'Europe/Madrid': 'spain',
  'Europe/London': 'uk',
  'America/New_York': 'newYork',
};

/** A zone we have no text for (a store opened since) still gets a name in the shopper's language, from Intl. */
const intlZoneName = (timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * An appointment's time on the place's clock, as the shopper reads it in their language:
 * 'mercoledì 2 dicembre 2026, 15:30 (ora italiana)', 'Mittwoch, 2. Dezember 2026, 15:30 Uhr (italienische Zeit)'.
 */
export function useAppointmentTime() {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const zoneName = (timeZone: string) => {
    const key = NAMED_ZONES[timeZone];
    return key ? t(`appointments.zones.${key}`) : intlZoneName(timeZone, locale);
  };
  const when = (start: string, timeZone: string) => {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone }).format(new Date(start));
    return t('appointments.when', {
      date: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      // The slots the shopper chose from read '15:30': the confirmation says the same.
      time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      zone: zoneName(timeZone),
    });
  };
  return { zoneName, when };
}
