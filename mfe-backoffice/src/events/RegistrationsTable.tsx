import type { StaffRegistration } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatDateTime, languageName } from '../components/format';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';
import { TableRegion } from '../components/TableRegion';

/**
 * One row per registration, cancelled ones too: the guest's name, company, e-mail, phone, whether they
 * come, the seats they take, their companions by name, their language, the status and when they
 * registered. Below a phone's width each row becomes a card (staff.css); wider, a table that does not fit
 * its column scrolls sideways in its own region, its columns kept readable (events.css).
 */
export function RegistrationsTable({ registrations }: { registrations: readonly StaffRegistration[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('event.guests', ['name', 'company', 'email', 'phone', 'attending', 'seats', 'companions', 'language', 'status', 'registered']);
  return (
    <TableRegion label={t('event.guests.region')}>
      <StaffTable className="ama-staff-guests" caption={t('event.guests.title')} columns={columns}>
        {registrations.map((registration) => (
          <tr key={`${registration.email}-${registration.registeredAt}`}>
            <th scope="row">{`${registration.firstName} ${registration.lastName}`}</th>
            <td data-label={columns.company}>{registration.company || t('event.guests.noCompany')}</td>
            <td data-label={columns.email} className="ama-staff-guests__email-cell">
              <a href={`mailto:${registration.email}`} className="ama-staff-guests__email">
                {registration.email}
              </a>
            </td>
            <td data-label={columns.phone}>
              <a href={`tel:${registration.phone.replace(/[^+\d]/g, '')}`}>{registration.phone}</a>
            </td>
            <td data-label={columns.attending}>{t(registration.presence ? 'event.guests.yes' : 'event.guests.no')}</td>
            <td data-label={columns.seats}>{registration.seats}</td>
            <td data-label={columns.companions}>
              {registration.companions.length === 0 ? (
                t('event.guests.noCompanions')
              ) : (
                <ul className="ama-staff-guests__companions">
                  {registration.companions.map((companion, index) => (
                    <li key={`${companion}-${index}`}>{companion}</li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label={columns.language}>{languageName(registration.locale, locale)}</td>
            <td data-label={columns.status}>
              {registration.status === 'confirmed' ? (
                t('event.guests.confirmed')
              ) : (
                <span className="ama-staff-status ama-staff-status--cancelled">
                  {registration.cancelledAt ? t('event.guests.cancelledOn', { date: formatDateTime(registration.cancelledAt, locale) }) : t('event.guests.cancelled')}
                </span>
              )}
            </td>
            <td data-label={columns.registered}>{formatDateTime(registration.registeredAt, locale)}</td>
          </tr>
        ))}
      </StaffTable>
    </TableRegion>
  );
}
