import { APPOINTMENT_FIELD_PROBLEMS, type AppointmentFieldProblem, type AppointmentKind } from '@ama/contracts';
import { knownProblems, type SendFailure } from '@ama/platform';

/** What the form holds: the request's fields, with choices possibly not made yet. */
export interface BookingValues {
  kind: AppointmentKind | '';
  place: string;
  date: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  privacy: boolean;
}

/** The fields in form order: the first with a problem gets the focus. */
export const BOOKING_FIELDS = ['kind', 'place', 'date', 'start', 'name', 'email', 'phone', 'privacy'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type FieldProblem = AppointmentFieldProblem | 'invalid';
export type FieldProblems = Partial<Record<BookingField, FieldProblem>>;

/** The form's fields among a `fields` map (the schema's or the server's), each problem in the form's codes. */
export const bookingProblems = (fields: Record<string, string>) =>
  knownProblems(fields, { fields: BOOKING_FIELDS, problems: APPOINTMENT_FIELD_PROBLEMS }) as Record<string, FieldProblem>;

/** A slot booked by someone else meanwhile (409 SLOT_TAKEN) is said at the slots. */
export const isSlotTaken = (failure: SendFailure): boolean => failure.status === 409 && failure.code === 'SLOT_TAKEN';

/** A club service the server refused: not the member's (403 members_only / elite_only) or used this year (409). */
export const isClubServiceRefused = (failure: SendFailure): FieldProblem | undefined => {
  if (failure.status === 409 && failure.code === 'CLUB_SERVICE_ALREADY_USED') return 'already_used_this_year';
  const kind = failure.fields?.kind;
  if (failure.status === 403 && (kind === 'members_only' || kind === 'elite_only')) return kind;
  return undefined;
};
