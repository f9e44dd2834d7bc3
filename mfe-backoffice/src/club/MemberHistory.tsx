import type { StaffClubMemberResponse } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from '../components/format';

type StatusChange = StaffClubMemberResponse['member']['history'][number];

/**
 * Every status change, oldest first: the new status and the one before, when, why and by whom (the
 * member, an order, AMA, the housekeeping), and what was written with it: the member's revocation
 * statement, or a termination's reason with the manager's e-mail.
 */
export function MemberHistory({ history }: { history: readonly StatusChange[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  if (history.length === 0) return <p className="ama-staff__empty">{t('clubMember.history.empty')}</p>;
  return (
    <ol className="ama-staff-club-history">
      {history.map((change) => (
        <li key={`${change.at}-${change.to}`} className="ama-staff-club-history__step">
          <p>
            <strong>{t(`club.statuses.${change.to}`)}</strong>
            {change.from && <> {t('clubMember.history.from', { status: t(`club.statuses.${change.from}`) })}</>}{' '}
            <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>
          </p>
          <p>
            {t('clubMember.history.why', {
              // A reason this page does not know yet (a newer club module) is shown as recorded.
              reason: t(`clubMember.history.reasons.${change.reason}`, { defaultValue: change.reason }),
              actor: t(`clubMember.history.actors.${change.actor}`, { defaultValue: change.actor }),
            })}
          </p>
          {change.detail && <p className="ama-staff-club-history__detail">{t('clubMember.history.detail', { detail: change.detail })}</p>}
        </li>
      ))}
    </ol>
  );
}
