import {
  APPOINTMENT_FIELD_PROBLEMS,
  appointmentBookingSchema,
  errorBodySchema,
  fieldErrors,
  type AppointmentBooking,
  type AppointmentFieldProblem,
  type AppointmentKind,
} from '@ama/contracts';

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
export type FormProblem = 'rate_limited' | 'unavailable' | 'captcha_failed';

const isField = (key: string): key is BookingField => (BOOKING_FIELDS as readonly string[]).includes(key);
const asProblem = (code: string): FieldProblem => ((APPOINTMENT_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as AppointmentFieldProblem) : 'invalid');

function toFieldProblems(fields: Record<string, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [key, code] of Object.entries(fields)) if (isField(key)) problems[key] ??= asProblem(code);
  return problems;
}

/** Checked with the server's own schema; a missing day is reported on the day, a missing slot on the slots. */
export function validate(values: BookingValues): { ok: true; value: AppointmentBooking } | { ok: false; problems: FieldProblems } {
  const { date, ...rest } = values;
  const parsed = appointmentBookingSchema.safeParse({ ...rest, kind: values.kind || undefined, place: values.place || null });
  const problems = parsed.success ? {} : toFieldProblems(fieldErrors(parsed.error.issues));
  if (problems.start === 'required' && !date) {
    delete problems.start;
    problems.date = 'required';
  }
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, problems };
}

/** An RTK Query failure: the slot was taken, field problems, or a problem of the whole form. */
export function fromServerError(error: unknown): { taken: true } | { fields: FieldProblems } | { form: FormProblem } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return { form: 'rate_limited' };
  const body = errorBodySchema.safeParse((error as { data?: unknown } | null)?.data);
  if (status === 409 && body.success && body.data.error.code === 'SLOT_TAKEN') return { taken: true };
  if (status === 400 && body.success && body.data.error.code === 'CAPTCHA_FAILED') return { form: 'captcha_failed' };
  if (status === 400 && body.success) {
    const fields = toFieldProblems(body.data.error.fields ?? {});
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { form: 'unavailable' };
}
