import { LOCALES, type EventAccess, type Locale, type StaffEventEditable } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** One language's texts, as the form names them: 'texts.de.title'. */
export const EVENT_TEXT_FIELDS = ['title', 'summary', 'description', 'venueName', 'address', 'city'] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];

/** The form's fields in reading order (the first with a problem takes the focus). */
export const EVENT_FORM_FIELDS = [
  'key',
  'startsAt',
  'endsAt',
  'capacity',
  'seatsReserved',
  'access',
  'membersFirstDays',
  ...LOCALES.flatMap((locale) => EVENT_TEXT_FIELDS.map((field) => `texts.${locale}.${field}`)),
] as const;

/** What the form holds: numbers as typed, each language's texts. */
export interface EventFormValues {
  key: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
  seatsReserved: string;
  /** Who may register: everyone, Club AMA members only, or members first for `membersFirstDays` days. */
  access: EventAccess;
  membersFirstDays: string;
  texts: Record<Locale, Record<EventTextField, string>>;
}

const emptyTexts = () => Object.fromEntries(EVENT_TEXT_FIELDS.map((field) => [field, ''])) as Record<EventTextField, string>;

/** A new event's form, or an event's as it stands (its wall-clock times at the venue). */
export function eventFormValues(editable?: StaffEventEditable): EventFormValues {
  if (!editable) {
    return {
      key: '',
      startsAt: '',
      endsAt: '',
      capacity: '',
      seatsReserved: '0',
      access: 'public',
      membersFirstDays: '',
      texts: Object.fromEntries(LOCALES.map((locale) => [locale, emptyTexts()])) as EventFormValues['texts'],
    };
  }
  return {
    key: '',
    startsAt: editable.startsAt,
    endsAt: editable.endsAt,
    capacity: String(editable.capacity),
    seatsReserved: String(editable.seatsReserved),
    access: editable.access ?? 'public',
    membersFirstDays: editable.membersFirstDays ? String(editable.membersFirstDays) : '',
    texts: Object.fromEntries(LOCALES.map((locale) => [locale, { ...editable.texts[locale] }])) as EventFormValues['texts'],
  };
}

/** taken: another event has this key; cancelled: the event was cancelled meanwhile (the refusals every write shares are read before). */
export type EventFormProblem = 'taken' | 'cancelled' | 'unavailable';

/** The days' problems only the events' rules know, said by the form in its own words (eventForm.access.problems). */
export const MEMBERS_FIRST_PROBLEMS = ['opens_after_start', 'members_first_only'] as const;
const isMembersFirstProblem = (code: string | undefined): code is (typeof MEMBERS_FIRST_PROBLEMS)[number] => (MEMBERS_FIRST_PROBLEMS as readonly string[]).includes(code ?? '');

export function readEventFailure({ status, code, fields }: SendFailure): StaffFormOutcome<EventFormProblem> {
  if (code === 'EVENT_KEY_TAKEN') return { fields: { key: 'key_taken' } };
  // Registration would open to everyone only after the start: a rule of the server's, at the days' field.
  if (status === 400 && isMembersFirstProblem(fields.membersFirstDays)) return { fields: { membersFirstDays: fields.membersFirstDays } };
  if (status === 409) return { form: 'cancelled' };
  return fieldsOrUnavailable({ status, fields }, EVENT_FORM_FIELDS);
}
