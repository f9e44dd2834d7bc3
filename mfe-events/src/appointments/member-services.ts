import { PUBLIC_APPOINTMENT_KINDS, type AppointmentKind, type ClubServiceKind } from '@ama/contracts';
import { READ_IN_BROWSER_ONLY, useLocale } from '@ama/platform';
import { useBookableClubServicesQuery } from '../api';

/**
 * The kinds the booking form offers: the public ones to everyone, and Club AMA's yearly services only
 * with a member link's token (`?token=`, from the member page) whose member may still book them this
 * year (docs/services.md). An anonymous visitor is never offered a service; the server checks again.
 */
export function useBookableKinds(memberToken: string | undefined) {
  const locale = useLocale();
  const { data } = useBookableClubServicesQuery({ locale, memberToken: memberToken ?? '' }, { skip: READ_IN_BROWSER_ONLY || !memberToken });
  const services: ClubServiceKind[] = data?.services.filter((service) => service.booking === null).map((service) => service.kind) ?? [];
  const kinds: AppointmentKind[] = [...PUBLIC_APPOINTMENT_KINDS, ...services];
  return { kinds, services, member: data?.member };
}
