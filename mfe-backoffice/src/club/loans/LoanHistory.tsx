import type { StaffClubLoanResponse } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from '../../components/format';

type LoanChange = StaffClubLoanResponse['loan']['history'][number];

/**
 * Every change, oldest first: when, who (the member who asked, or the manager's e-mail), from which
 * status to which, and what was written with it (the piece and days, a refusal's reason). It wears the
 * member history's look (club.css).
 */
export function LoanHistory({ history }: { history: readonly LoanChange[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const status = (value: LoanChange['to']) => t(`clubLoans.statuses.${value}`);
  return (
    <ol className="ama-staff-club-history">
      {history.map((change) => (
        <li key={`${change.at}-${change.to}`} className="ama-staff-club-history__step">
          <p>
            <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>{' '}
            <strong>{change.from ? t('clubLoans.history.change', { from: status(change.from), to: status(change.to) }) : status(change.to)}</strong>
          </p>
          <p>{change.by === 'member' ? t('clubLoans.history.byMember') : t('clubLoans.history.by', { who: change.by })}</p>
          {change.detail && <p className="ama-staff-club-history__detail">{t('clubLoans.history.detail', { detail: change.detail })}</p>}
        </li>
      ))}
    </ol>
  );
}
