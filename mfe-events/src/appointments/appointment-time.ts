import { formatAppointmentTime, timeZoneName } from '@ama/contracts';
import { useLocale } from '@ama/platform';

/**
 * An appointment's time and a place's zone in the shopper's language, in the words the e-mails and the
 * back office use too (contracts' appointment-time.ts).
 */
export function useAppointmentTime() {
  const locale = useLocale();
  return {
    zoneName: (timeZone: string) => timeZoneName(timeZone, locale),
    when: (start: string, timeZone: string) => formatAppointmentTime(start, timeZone, locale),
  };
}
