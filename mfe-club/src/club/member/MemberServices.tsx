import { CLUB_MEMBER_TOKEN_PARAM, ROUTES, type ClubServiceState } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { useClubServicesQuery } from '../../api';
import { formatDay } from '../format';

/**
 * "Your services this year" (docs/services.md): each yearly service the member is entitled to, used
 * or not in this Italian calendar year, and the way to book it. The booking page offers the service only
 * with the member's link token, which the action carries (the same token this page was opened with).
 */
export function MemberServices({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { data, isError } = useClubServicesQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY || token === '' });
  if (!isError && (!data || data.services.length === 0)) return null;
  const bookingLink = (service: ClubServiceState) => `${ROUTES.bookAnAppointment}?kind=${service.kind}&${CLUB_MEMBER_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return (
    <section className="ama-club__section" aria-labelledby="ama-club-member-services">
      <h2 id="ama-club-member-services" className="ama-club__section-title">
        {t('member.services.title')}
      </h2>
      {isError && <p role="alert">{t('member.services.failed')}</p>}
      <ul className="ama-club-member__services">
        {data?.services.map((service) => (
          <li key={service.kind} aria-labelledby={`ama-club-service-${service.kind}`}>
            <h3 id={`ama-club-service-${service.kind}`}>{t(`member.services.kinds.${service.kind}`)}</h3>
            {service.booking ? (
              <p>
                {t('member.services.booked', {
                  date: formatDay(service.booking.start, locale),
                  place: service.booking.placeName,
                  bookedAt: formatDay(service.booking.bookedAt, locale),
                })}
              </p>
            ) : (
              <>
                <p>{t('member.services.unused', { year: service.year })}</p>
                <LocaleLink to={bookingLink(service)}>{t(`member.services.book.${service.kind}`)}</LocaleLink>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
