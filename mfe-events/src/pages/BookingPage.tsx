import type { ReactNode } from 'react';
import { CLUB_MEMBER_TOKEN_PARAM, EVENT_BOOKING_PARAMS } from '@ama/contracts';
import { NotFound, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { EventBookingLayout } from '../events/EventBooking';
import { useEventDetail } from '../events/EventContent';
import { ChooseEvent, useEventListFailed } from '../events/EventListing';
import { CancelRegistrationIsland, ChooseEventIsland, EventBookingRetryIsland, EventRegistrationIsland } from '../islands';
import { AREA_CLASS } from '../area-style';
import '../events/events.css';

/**
 * /events/booking: `?event=<key>` registers for that event (with `&token=`, a Club AMA member's link, the
 * member is recognised for an event for members); `?cancel=<token>` is where the e-mail's
 * cancellation link lands; without either, the events open for registration to choose from. The
 * registration and the cancellation are islands; the lists are plain HTML unless they failed to load.
 */
export function BookingPage() {
  const [params] = useSearchParams();
  const token = params.get(EVENT_BOOKING_PARAMS.cancel);
  const key = params.get(EVENT_BOOKING_PARAMS.event);
  if (token !== null) {
    return (
      <BookingFrame noindex>
        <CancelRegistrationIsland token={token} />
      </BookingFrame>
    );
  }
  if (!key) return <ChooseEventFrame />;
  const memberToken = params.get(CLUB_MEMBER_TOKEN_PARAM) ?? undefined;
  // Keyed: another event starts from an empty form.
  return <BookingForEvent key={key} eventKey={key} memberToken={memberToken} />;
}

function BookingFrame({ children, eventTitle, noindex = false }: { children: ReactNode; eventTitle?: string; noindex?: boolean }) {
  const { t } = useTranslation('events');
  const title = t('pages.booking.title');
  const intro = t('pages.booking.intro');
  usePageHead({ title: eventTitle ? `${title}: ${eventTitle}` : title, description: intro, ...(noindex && { robots: 'noindex' }) });
  return (
    <div className={`ama-events ama-booking ${AREA_CLASS}`}>
      <PageIntro title={title} intro={intro} />
      {children}
    </div>
  );
}

/** Without an event in the URL: the ones open for registration. */
function ChooseEventFrame() {
  const failed = useEventListFailed();
  return <BookingFrame>{failed ? <ChooseEventIsland /> : <ChooseEvent />}</BookingFrame>;
}

function BookingForEvent({ eventKey, memberToken }: { eventKey: string; memberToken?: string }) {
  const { data: event, notFound, failed } = useEventDetail(eventKey);
  if (notFound) return <NotFound />;
  // A member's link is personal: that page is never indexed.
  return (
    <BookingFrame eventTitle={event?.title} noindex={memberToken !== undefined}>
      {failed ? (
        <EventBookingRetryIsland eventKey={eventKey} memberToken={memberToken} />
      ) : event ? (
        <EventBookingLayout event={event}>
          <EventRegistrationIsland eventKey={event.key} memberToken={memberToken} />
        </EventBookingLayout>
      ) : (
        <p className="ama-events__message" aria-busy="true" />
      )}
    </BookingFrame>
  );
}
