import { fieldErrors, staffEventCreateSchema, staffEventEditSchema, type StaffEventCreate, type StaffEventEdit } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { EVENT_FORM_FIELDS, type EventFormValues } from './event-form-fields';

/** '40' → 40; anything but a whole number is no number at all, which the schema names 'not_whole_number'. */
const wholeNumber = (typed: string): number | undefined => (/^\s*\d{1,6}\s*$/.test(typed) ? Number(typed) : undefined);

/** The days go with members first only; left empty they are missing (null), anything else is judged as typed. */
const membersFirstDays = (typed: string): number | string | null => (typed.trim() === '' ? null : (wholeNumber(typed) ?? typed));

const body = ({ startsAt, endsAt, capacity, seatsReserved, access, membersFirstDays: days, texts }: EventFormValues) => ({
  startsAt,
  endsAt,
  capacity: wholeNumber(capacity),
  seatsReserved: wholeNumber(seatsReserved),
  access,
  ...(access === 'members_first' ? { membersFirstDays: membersFirstDays(days) } : {}),
  texts,
});

/** The server's own schemas judge the event before it is sent (loaded on demand: EventForm). */
export const checkNewEvent: FormCheck<EventFormValues, StaffEventCreate> = (values) => {
  const parsed = staffEventCreateSchema.safeParse({ key: values.key.trim(), ...body(values) });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), EVENT_FORM_FIELDS) };
};

export const checkEventEdit: FormCheck<EventFormValues, StaffEventEdit> = (values) => {
  const parsed = staffEventEditSchema.safeParse(body(values));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), EVENT_FORM_FIELDS) };
};
