import { appointmentBookingSchema, fieldErrors, type AppointmentBooking } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { bookingProblems, type BookingValues } from './booking-problems';

/** Checked with the server's own schema (loaded on demand: BookingForm); a missing day is reported on the day, a missing slot on the slots. */
export const checkBooking: FormCheck<BookingValues, AppointmentBooking> = (values) => {
  const { date, ...rest } = values;
  const parsed = appointmentBookingSchema.safeParse({ ...rest, kind: values.kind || undefined, place: values.place || null });
  const problems = parsed.success ? {} : bookingProblems(fieldErrors(parsed.error.issues));
  if (problems.start === 'required' && !date) {
    delete problems.start;
    problems.date = 'required';
  }
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, problems };
};
