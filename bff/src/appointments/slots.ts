import { APPOINTMENTS, needsPlace, type AppointmentKind, type AppointmentSlot, type Store, type WeeklyHours } from '@ama/contracts';
import { addDays, minutesOf, timeOf, todayIn, weekdayOf, zonedInstant } from '../domain/time-zones';

/** What a slot belongs to and whose week it follows: a place, or the call centre for a kind of call. */
export interface Schedule {
  /** The appointments.resource of its slots: the place id, or 'call:phone' / 'call:video'. */
  resource: string;
  timeZone: string;
  hours: WeeklyHours;
  place: Store | null;
}

export const resourceOf = (kind: AppointmentKind, placeId: string | null): string => (needsPlace(kind) ? placeId! : `call:${kind}`);

export const callSchedule = (kind: AppointmentKind): Schedule => ({
  resource: resourceOf(kind, null),
  timeZone: APPOINTMENTS.callCentre.timeZone,
  hours: APPOINTMENTS.callCentre.hours,
  place: null,
});

export const placeSchedule = (kind: AppointmentKind, store: Store): Schedule => ({
  resource: resourceOf(kind, store.id),
  timeZone: store.timeZone,
  hours: store.openingHours,
  place: store,
});

export type DayProblem = 'date_in_past' | 'date_too_far';

/** Whether a day can be offered at all: not before today, not beyond the booking horizon (in the schedule's zone). */
export function checkDay(date: string, timeZone: string, now: Date): DayProblem | null {
  const today = todayIn(timeZone, now);
  if (date < today) return 'date_in_past';
  if (date > addDays(today, APPOINTMENTS.maxDaysAhead)) return 'date_too_far';
  return null;
}

export interface DaySlot extends AppointmentSlot {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Every slot of `date` that the opening hours allow and that has not started yet: from each opening
 * time, one every APPOINTMENTS.slotMinutes while the slot ends by the closing time. A time a daylight-
 * saving change skips is left out. Booked slots are not known here (see repository.freeSlots).
 */
export function daySlots(schedule: Schedule, date: string, now: Date): DaySlot[] {
  const length = APPOINTMENTS.slotMinutes;
  const slots: DaySlot[] = [];
  for (const [open, close] of schedule.hours[weekdayOf(date)]) {
    for (let minute = minutesOf(open); minute + length <= minutesOf(close); minute += length) {
      const time = timeOf(minute);
      const startsAt = zonedInstant(date, time, schedule.timeZone);
      if (!startsAt || startsAt.getTime() <= now.getTime()) continue;
      slots.push({ start: startsAt.toISOString(), time, startsAt, endsAt: new Date(startsAt.getTime() + length * 60_000) });
    }
  }
  return slots;
}
