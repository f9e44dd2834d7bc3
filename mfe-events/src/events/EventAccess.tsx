import type { EventSummary } from '@ama/contracts';
import { LocaleLink, Trans, useLocale, useTranslation } from '@ama/platform';
import { venueTime } from './format';

/** The Club AMA's sign-up page (mfe-club): where a shopper who is not a member yet joins. */
export const CLUB_SIGN_UP_PATH = '/club/sign-up';

type AccessOf = Pick<EventSummary, 'access' | 'publicRegistrationOpensAt'>;

/** Whom the event takes now: Club AMA members only, members first (until everyone may), or everyone (null). */
export const membersAccess = (event: AccessOf): 'members_only' | 'members_first' | null =>
  event.access === 'members_only' || (event.access === 'members_first' && event.publicRegistrationOpensAt) ? event.access : null;

/** The day everyone may register, in the shopper's language, at the venue's clock ('Wednesday 2 December 2026'). */
function useOpeningDay(event: AccessOf): string {
  const locale = useLocale();
  return (event.publicRegistrationOpensAt && venueTime(event.publicRegistrationOpensAt, locale)?.date) || '';
}

/** "For Club AMA members" or "Club AMA members first until <day>", on the list and the event's pages; nothing for everyone's events. */
export function EventAccessLabel({ event }: { event: AccessOf }) {
  const { t } = useTranslation('events');
  const date = useOpeningDay(event);
  const access = membersAccess(event);
  if (!access) return null;
  return (
    <p className="ama-event-badge ama-event-badge--members" suppressHydrationWarning>
      {access === 'members_only' ? t('events.access.membersOnly') : t('events.access.membersFirst', { date })}
    </p>
  );
}

/**
 * Above the registration form of an event for members: who may register, how a member is recognised
 * (their member link, or the e-mail of their membership), and the way to join the club.
 */
export function MembersNote({ event, byLink }: { event: AccessOf; byLink: boolean }) {
  const { t } = useTranslation('events');
  const date = useOpeningDay(event);
  const access = membersAccess(event);
  if (!access) return null;
  return (
    <div className="ama-event-form__members" role="note">
      <p suppressHydrationWarning>{access === 'members_only' ? t('events.form.members.onlyIntro') : t('events.form.members.firstIntro', { date })}</p>
      <p>{byLink ? t('events.form.members.byLink') : t('events.form.members.byEmail')}</p>
      {!byLink && (
        <p>
          <Trans t={t} i18nKey="events.form.members.join" components={{ join: <LocaleLink to={CLUB_SIGN_UP_PATH}>{null}</LocaleLink> }} />
        </p>
      )}
    </div>
  );
}
