import type { EventAccess } from '@ama/contracts';
import { RuleViolationError } from '../domain/errors';

/*
 * Who may register for an event (docs/services.md, "Invitations to events and previews"). Members first
 * means: Club AMA members may register from the save that made the event members first, and everyone
 * `members_first_days` days later (public_registration_opens_at). That moment is the public opening; it
 * must come before the event starts, or the event would in fact be for members only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An event's access as stored. */
export interface StoredAccess {
  access: EventAccess;
  members_first_days: number | null;
  public_registration_opens_at: Date | null;
}

export const PUBLIC_ACCESS: StoredAccess = { access: 'public', members_first_days: null, public_registration_opens_at: null };

/** Who must be a Club AMA member to register now: the reason, or null when anyone may. */
export function membersGate(event: Pick<StoredAccess, 'access' | 'public_registration_opens_at'>, now: Date): 'members_only' | 'members_first' | null {
  if (event.access === 'members_only') return 'members_only';
  if (event.access === 'members_first' && event.public_registration_opens_at && now < event.public_registration_opens_at) return 'members_first';
  return null;
}

/** What shoppers read: members first only while members' days run; after them the event is public. */
export const accessNow = (event: Pick<StoredAccess, 'access' | 'public_registration_opens_at'>, now: Date): EventAccess =>
  event.access === 'members_first' && membersGate(event, now) === null ? 'public' : event.access;

/** Invited when saved as one of these (on creation, or when changed to one of them). */
export const invitesMembers = (access: EventAccess) => access !== 'public';

/**
 * The access a save leaves: `chosen` (undefined: unchanged) over `before` (undefined: a new event).
 * Members first keeps the moment members' days began while it stays members first, so changing only
 * the number of days moves the public opening by the difference; choosing it anew starts them at `now`.
 */
export function accessAfterSave(chosen: { access?: EventAccess; membersFirstDays?: number | null }, before: StoredAccess | undefined, startsAt: Date, now: Date): StoredAccess {
  const access = chosen.access ?? before?.access ?? 'public';
  if (access !== 'members_first') return { access, members_first_days: null, public_registration_opens_at: null };
  const days = chosen.membersFirstDays ?? before?.members_first_days;
  // The contract asks for the days with 'members_first'; an edit that leaves access out keeps both.
  if (!days) throw new RuleViolationError('Members first needs a number of days', { membersFirstDays: 'required' });
  const keptStart =
    before?.access === 'members_first' && before.members_first_days && before.public_registration_opens_at
      ? new Date(before.public_registration_opens_at.getTime() - before.members_first_days * DAY_MS)
      : undefined;
  const opensAt = new Date((keptStart ?? now).getTime() + days * DAY_MS);
  if (opensAt >= startsAt) {
    throw new RuleViolationError('Registration would open to everyone only after the event has started', { membersFirstDays: 'opens_after_start' });
  }
  return { access, members_first_days: days, public_registration_opens_at: opensAt };
}
