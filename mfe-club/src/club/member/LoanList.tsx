import type { ClubLoan, Locale } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatCalendarDay, formatDay } from '../format';

/** A day the loan may not have yet (before the shop confirms it): empty then, and the status says why. */
const dayOrEmpty = (day: string | null, locale: Locale) => (day ? formatCalendarDay(day, locale) : '');

/** The loan's status in words, with what the member needs of it: the piece and its days, or the refusal's reason. */
function LoanStatus({ loan }: { loan: ClubLoan }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const text = t(`member.loans.status.${loan.status}`, {
    piece: loan.piece ?? '',
    from: dayOrEmpty(loan.from, locale),
    until: dayOrEmpty(loan.until, locale),
    reason: loan.refusalReason ?? '',
  });
  return <p className={`ama-club-member__loan-status ama-club-member__loan-status--${loan.status}`}>{text}</p>;
}

/** The member's loans, newest first (as the server sends them). */
export function LoanList({ loans }: { loans: readonly ClubLoan[] }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-loan-list">
      <h3 id="ama-club-member-loan-list">{t('member.loans.listTitle')}</h3>
      {loans.length === 0 && <p>{t('member.loans.none')}</p>}
      <ul className="ama-club-member__loans">
        {loans.map((loan) => (
          <li key={loan.id} aria-labelledby={`ama-club-loan-${loan.id}`}>
            <h4 id={`ama-club-loan-${loan.id}`}>{t('member.loans.event', { date: formatCalendarDay(loan.eventDate, locale) })}</h4>
            <p>{t('member.loans.asked', { count: loan.days, date: formatDay(loan.requestedAt, locale) })}</p>
            <p className="ama-club-member__occasion">{loan.occasion}</p>
            <LoanStatus loan={loan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
