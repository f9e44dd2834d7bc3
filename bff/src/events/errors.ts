import { HttpError } from '../http/errors';

/** Why a registration or a cancellation is refused; routes.ts turns each into its HTTP answer. */
export class EventRefusal extends Error {
  constructor(readonly reason: 'unknown_event' | 'past' | 'cancelled' | 'sold_out' | 'already_registered' | 'unknown_token' | 'members_only') {
    super(reason);
    this.name = 'EventRefusal';
  }
}

export function eventHttpError(error: unknown): HttpError | undefined {
  if (!(error instanceof EventRefusal)) return undefined;
  switch (error.reason) {
    case 'unknown_event':
      return new HttpError(404, 'NOT_FOUND', 'No such event');
    case 'unknown_token':
      return new HttpError(404, 'NOT_FOUND', 'No registration for this cancellation link');
    case 'past':
      return new HttpError(409, 'EVENT_PAST', 'This event has already taken place');
    case 'cancelled':
      return new HttpError(409, 'EVENT_CANCELLED', 'This event was cancelled by the organiser');
    case 'sold_out':
      return new HttpError(409, 'SOLD_OUT', 'There are not enough seats left for this registration');
    case 'members_only':
      // 403, not 409: who registers decides (a member link or a member's e-mail), not the event's seats.
      return new HttpError(403, 'EVENT_MEMBERS_ONLY', 'Registration for this event is open to Club AMA members only, for now or for good');
    case 'already_registered':
      return new HttpError(409, 'EMAIL_ALREADY_REGISTERED', 'This e-mail is already registered for this event', { email: 'already_registered' });
  }
}
