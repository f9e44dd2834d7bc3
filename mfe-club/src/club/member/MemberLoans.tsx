import type { ClubLoanAllowance } from '@ama/contracts';
import { READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { useClubLoansQuery } from '../../api';
import { useClubFigures } from '../figures';
import { LoanList } from './LoanList';
import { LoanRequestForm } from './LoanRequestForm';

/** This year's allowance, then any later year's that differs (an event may be next year, with its own count). */
const shownAllowances = ([first, ...later]: readonly ClubLoanAllowance[]) =>
  first ? [first, ...later.filter((allowance) => allowance.left !== first.left || allowance.perYear !== first.perYear)] : [];

/**
 * "Jewellery loan for your events" (contracts/src/club-loans.ts): an ELITE member sees what is left,
 * asks for a loan and follows each one; any other member reads what ELITE would give them.
 */
export function MemberLoans({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const figures = useClubFigures();
  const { data, isError } = useClubLoansQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY || token === '' });
  if (!data && !isError) return null;
  return (
    <section className="ama-club__section" aria-labelledby="ama-club-member-loans">
      <h2 id="ama-club-member-loans" className="ama-club__section-title">
        {t('member.loans.title')}
      </h2>
      {isError && <p role="alert">{t('member.loans.failed')}</p>}
      {data && !data.entitled && <p>{t('member.loans.notEntitled', figures)}</p>}
      {data?.entitled && (
        <div className="ama-club-member__actions">
          <div>
            {shownAllowances(data.allowances).map((allowance) => (
              <p key={allowance.year}>{t('member.loans.left', { count: allowance.left, perYear: allowance.perYear, year: allowance.year })}</p>
            ))}
            <p>{t('member.loans.rule', { maxDays: data.maxDays })}</p>
          </div>
          <LoanRequestForm token={token} maxDays={data.maxDays} />
          <LoanList loans={data.loans} />
        </div>
      )}
    </section>
  );
}
