import type { StaffAppointment } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { languageName } from '../components/format';
import { formatClock, isForeignZone, zoneName } from './appointment-day';
import { CancelAppointment } from './CancelAppointment';
import { VideoLinkForm } from './VideoLinkForm';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';
import { textCompare, useSortedRows } from '../components/use-sorted-rows';

interface AppointmentsTableProps {
  appointments: readonly StaffAppointment[];
  caption: string;
  onRefresh: () => void;
}

/** The columns that sort the day, in the page (it is loaded whole): each column's sort key. */
const SORT_KEYS = { time: 'start', kind: 'kind', customer: 'customer', status: 'status' } as const;

/**
 * One row per appointment, in the order they start: the time at the place's clock, the kind, the place,
 * the customer (name, e-mail, phone) and their language, the status, the video call's link (and, for a
 * booked video call, the form that sends it), and the cancellation of a booked one. Below a phone's
 * width each row becomes a card whose cells carry their column's name (staff.css). The day is loaded
 * whole, so the time's, the kind's, the customer's and the status's headers sort it in the browser.
 */
export function AppointmentsTable({ appointments, caption, onRefresh }: AppointmentsTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('appointments.table', ['time', 'kind', 'place', 'customer', 'language', 'status', 'video', 'change']);
  const byText = textCompare(locale);
  const { rows, sort, onSort } = useSortedRows(appointments, {
    start: (a, b) => Date.parse(a.start) - Date.parse(b.start),
    kind: (a, b) => byText(t(`appointments.kind.${a.kind}`), t(`appointments.kind.${b.kind}`)),
    customer: (a, b) => byText(a.name, b.name),
    status: (a, b) => byText(t(`appointments.status.${a.status}`), t(`appointments.status.${b.status}`)),
  });
  return (
    <StaffTable className="ama-staff-appointments" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
      {rows.map((appointment) => {
        const booked = appointment.status === 'booked';
        return (
          <tr key={appointment.id}>
            <th scope="row">
              <time dateTime={appointment.start}>{formatClock(appointment.start, appointment.timeZone, locale)}</time>
              {'–'}
              <time dateTime={appointment.end}>{formatClock(appointment.end, appointment.timeZone, locale)}</time>
              {isForeignZone(appointment.timeZone) && (
                <span className="ama-staff__secondary ama-staff-appointments__zone">{` (${zoneName(appointment.timeZone, locale, new Date(appointment.start))})`}</span>
              )}
            </th>
            <td data-label={columns.kind}>{t(`appointments.kind.${appointment.kind}`)}</td>
            <td data-label={columns.place}>
              {appointment.place ? (
                <>
                  {appointment.place.name}
                  <span className="ama-staff__secondary ama-staff-appointments__address">{`${appointment.place.address}, ${appointment.place.postalCode} ${appointment.place.city}`}</span>
                </>
              ) : (
                t('appointments.noPlace')
              )}
            </td>
            <td data-label={columns.customer}>
              <span className="ama-staff-appointments__name">{appointment.name}</span>
              <a href={`mailto:${appointment.email}`} className="ama-staff-appointments__email">
                {appointment.email}
              </a>
              <a href={`tel:${appointment.phone.replace(/[^+\d]/g, '')}`} className="ama-staff-appointments__phone">
                {appointment.phone}
              </a>
            </td>
            <td data-label={columns.language}>{languageName(appointment.locale, locale)}</td>
            <td data-label={columns.status}>
              <span className={`ama-staff-status ama-staff-status--appointment-${appointment.status}`}>{t(`appointments.status.${appointment.status}`)}</span>
            </td>
            <td data-label={columns.video}>
              {appointment.kind !== 'video' ? (
                t('appointments.videoLink.notVideo')
              ) : (
                <>
                  {appointment.videoLink ? (
                    <a href={appointment.videoLink} className="ama-staff-appointments__link" target="_blank" rel="noopener noreferrer">
                      {appointment.videoLink}
                    </a>
                  ) : (
                    <span className="ama-staff-appointments__no-link">{t('appointments.videoLink.none')}</span>
                  )}
                  {booked && <VideoLinkForm appointment={appointment} onRefresh={onRefresh} />}
                </>
              )}
            </td>
            <td data-label={columns.change}>{booked ? <CancelAppointment appointment={appointment} onRefresh={onRefresh} /> : t('appointments.cancelled')}</td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
