import type { StaffClubLoan } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../../components/Fact';
import { formatCalendarDay, formatDateTime } from '../../components/format';
import { clubMemberPath } from '../club-member-filters';
import { memberName } from '../member-name';
import { LoanStatus } from './LoanStatus';

/**
 * What the member asked (to their member record, the e-mail, the event's day, the days, the occasion as
 * written), the status, and what the shop answered and did so far: the piece and its days, the
 * refusal's reason, when the piece went out and came back.
 */
export function LoanFacts({ loan }: { loan: StaffClubLoan }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const day = (value: string) => formatCalendarDay(value, locale);
  const when = (value: string) => formatDateTime(value, locale);
  return (
    <dl className="ama-staff-facts">
      <Fact term={t('clubLoans.facts.member')}>
        <LocaleLink to={clubMemberPath(loan.member.id)}>{memberName(loan.member)}</LocaleLink>
      </Fact>
      <Fact term={t('clubLoans.facts.email')}>
        <a href={`mailto:${loan.member.email}`}>{loan.member.email}</a>
      </Fact>
      <Fact term={t('clubLoans.facts.status')}>
        <LoanStatus status={loan.status} />
      </Fact>
      <Fact term={t('clubLoans.facts.eventDate')}>{day(loan.eventDate)}</Fact>
      <Fact term={t('clubLoans.facts.days')}>{loan.days}</Fact>
      <Fact term={t('clubLoans.facts.occasion')}>
        <span className="ama-staff-club-loan__written">{loan.occasion}</span>
      </Fact>
      <Fact term={t('clubLoans.facts.requestedAt')}>{when(loan.requestedAt)}</Fact>
      {loan.piece && <Fact term={t('clubLoans.facts.piece')}>{loan.piece}</Fact>}
      {loan.from && loan.until && <Fact term={t('clubLoans.facts.period')}>{t('clubLoans.facts.periodValue', { from: day(loan.from), until: day(loan.until) })}</Fact>}
      {loan.refusalReason && (
        <Fact term={t('clubLoans.facts.refusalReason')}>
          <span className="ama-staff-club-loan__written">{loan.refusalReason}</span>
        </Fact>
      )}
      {loan.handedOverAt && <Fact term={t('clubLoans.facts.handedOverAt')}>{when(loan.handedOverAt)}</Fact>}
      {loan.returnedAt && <Fact term={t('clubLoans.facts.returnedAt')}>{when(loan.returnedAt)}</Fact>}
    </dl>
  );
}
