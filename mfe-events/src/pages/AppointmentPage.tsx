import { CLUB_MEMBER_TOKEN_PARAM } from '@ama/contracts';
import { LocaleLink, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { STORE_LOCATOR_PATH } from '../appointments/BookingForm';
import { AppointmentBookingIsland, CancelAppointmentIsland } from '../islands';
import { AREA_CLASS, STANDALONE_LINK_CLASS } from '../area-style';
import '../appointments/appointments.css';

/**
 * /book-an-appointment (docs/requirements.md#stores): the booking form, its confirmation, and (`?cancel=<token>`, the
 * e-mail's link) the cancellation; each an island, the title and the link to the locator plain HTML.
 */
export function AppointmentPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const cancelToken = params.get('cancel');
  // A member's link (`?token=`, from the member page) is personal: that page is never indexed either.
  const memberToken = params.get(CLUB_MEMBER_TOKEN_PARAM) ?? undefined;
  usePageHead({ title: t('pages.appointment.title'), description: t('pages.appointment.intro'), robots: cancelToken || memberToken ? 'noindex' : undefined });

  return (
    <div className={`ama-appointments ${AREA_CLASS}`}>
      <h1 className="ama-appointments__title">{t('pages.appointment.title')}</h1>
      {cancelToken !== null ? (
        <CancelAppointmentIsland token={cancelToken} />
      ) : (
        <AppointmentBookingIsland initialStore={params.get('store') ?? undefined} initialKind={params.get('kind') ?? undefined} memberToken={memberToken} />
      )}
      <p className="ama-appointments__locator">
        <LocaleLink className={STANDALONE_LINK_CLASS} to={STORE_LOCATOR_PATH}>
          {t('appointments.findJeweller')}
        </LocaleLink>
      </p>
    </div>
  );
}
