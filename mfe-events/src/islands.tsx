import { island } from '@ama/platform';
import { AppointmentBooking } from './appointments/AppointmentBooking';
import { CancelAppointment } from './appointments/CancelAppointment';
import { CancelRegistration } from './events/CancelRegistration';
import { EventBookingRetry, EventRegistration } from './events/EventBooking';
import { EventContent } from './events/EventContent';
import { ChooseEvent, EventListing } from './events/EventListing';
import { StoreFinder } from './stores/StoreFinder';

/**
 * The events area's islands (docs/adr-009-islands.md): on the first page only these hydrate; the rest of
 * the area's server markup stays HTML. Their props are plain data: an event is named by its key and read
 * from the store, whose answer the server's page already holds.
 */

/** /book-an-appointment: the intro and the booking form, then its confirmation. */
export const AppointmentBookingIsland = island('events/booking-form', AppointmentBooking);
/** /book-an-appointment?cancel=…: the cancellation's button and outcome. */
export const CancelAppointmentIsland = island('events/cancel-appointment', CancelAppointment);
/** /store-locator: the search (place, "use my location") and the list it answers. */
export const StoreFinderIsland = island('events/store-finder', StoreFinder);
/** /events/booking?event=…: the registration form, then its confirmation. */
export const EventRegistrationIsland = island('events/registration', EventRegistration);
/** /events/booking?cancel=…: the cancellation's button and outcome. */
export const CancelRegistrationIsland = island('events/cancel-registration', CancelRegistration);

// What is plain HTML when its data was read, and an island only when it could not be (its retry):
/** /events: the events' list. */
export const EventListingIsland = island('events/event-list', EventListing);
/** /events/booking: the events open for registration. */
export const ChooseEventIsland = island('events/choose-event', ChooseEvent);
/** /events/booking?event=…: the event and its registration. */
export const EventBookingRetryIsland = island('events/event-booking', EventBookingRetry);
/** /events/{key}: the event's page. */
export const EventContentIsland = island('events/event', EventContent);
