import { CLUB, type ClubMemberView } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { BenefitList } from '../BenefitList';
import { useClubFigures } from '../figures';
import { formatDay, formatEuros } from '../format';
import { BringAFriend, RevokeMembership, SeasonalCode } from './MemberActions';
import { MemberCodes } from './MemberCodes';
import { MemberEvents } from './MemberEvents';
import { MemberLoans } from './MemberLoans';
import { MemberPersonalisations } from './MemberPersonalisations';
import { MemberServices } from './MemberServices';

const ACTIVE = new Set(['pending', 'member', 'elite']);
const KNOWN_REASONS = new Set(['sign_up', 'first_purchase', 'yearly_spend', 'revoked_in_writing', 'terminated_for_breach', 'elite_expired']);

/** The member's own page once their link is accepted: status, spend, codes, actions, benefits, history. */
export function MemberView({ token, member }: { token: string; member: ClubMemberView }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const figures = useClubFigures();
  const active = ACTIVE.has(member.status);
  const left = Math.max(0, CLUB.eliteYearlySpendCents - member.yearSpendCents);
  const change = member.pendingTermsChange;
  return (
    <>
      <p className="ama-club-member__hello">{t('member.hello', { name: member.name })}</p>
      {change && active && (
        <section className="ama-club-member__notice" aria-labelledby="ama-club-member-terms-change">
          <h2 id="ama-club-member-terms-change" className="ama-club__section-title">
            {t('member.termsChange.title')}
          </h2>
          <p>{t('member.termsChange.text', { date: formatDay(change.effectiveFrom, locale), announced: formatDay(change.announcedAt, locale) })}</p>
          <p>{change.summary}</p>
          <p>
            {t('member.termsChange.revoke')} <a href="#revoke">{t('member.revoke.title')}</a>
          </p>
        </section>
      )}
      <section className="ama-club__section" aria-labelledby="ama-club-member-status">
        <h2 id="ama-club-member-status" className="ama-club__section-title">
          {t('member.statusTitle')}
        </h2>
        <p className={`ama-club-member__status ama-club-member__status--${member.status}`}>{t(`member.status.${member.status}`)}</p>
        <p>{t(`member.statusText.${member.status}`, { ...figures, year: member.eliteUntilYear ?? '' })}</p>
        {active && (
          <>
            <p>{t('member.spend.year', { amount: formatEuros(member.yearSpendCents, locale) })}</p>
            <p>{member.status === 'elite' && left === 0 ? t('member.spend.eliteReached') : t('member.spend.toElite', { amount: formatEuros(left, locale), ...figures })}</p>
          </>
        )}
      </section>
      <MemberCodes token={token} codes={member.codes} treesDonated={member.treesDonated} />
      {(member.status === 'member' || member.status === 'elite') && <MemberServices token={token} />}
      {(member.status === 'member' || member.status === 'elite') && <MemberEvents token={token} />}
      {/* Every active member, a pending sign-up too: the server says whether they are entitled, and the section explains when not. */}
      {active && <MemberPersonalisations token={token} />}
      {(member.status === 'member' || member.status === 'elite') && <MemberLoans token={token} />}
      {active && (
        <section className="ama-club__section" aria-labelledby="ama-club-member-actions">
          <h2 id="ama-club-member-actions" className="ama-club__section-title">
            {t('member.actionsTitle')}
          </h2>
          <div className="ama-club-member__actions">
            {member.status !== 'pending' && <SeasonalCode token={token} left={member.seasonalCodesLeftThisYear} receipt={member.seasonalReceipt} />}
            {member.status !== 'pending' && <BringAFriend token={token} />}
            <RevokeMembership token={token} />
          </div>
        </section>
      )}
      {active && (
        <section className="ama-club__section" aria-labelledby="ama-club-member-benefits">
          <h2 id="ama-club-member-benefits" className="ama-club__section-title">
            {t('member.benefitsTitle')}
          </h2>
          {member.status === 'pending' && <p>{t('member.pendingBenefits', figures)}</p>}
          <BenefitList role={member.status === 'elite' ? 'elite' : 'member'} />
        </section>
      )}
      <section className="ama-club__section" aria-labelledby="ama-club-member-history">
        <h2 id="ama-club-member-history" className="ama-club__section-title">
          {t('member.history.title')}
        </h2>
        <ol className="ama-club-member__history">
          <li>{t('member.history.registered', { date: formatDay(member.registeredAt, locale) })}</li>
          {member.history.map((entry) => (
            <li key={`${entry.at}-${entry.status}`}>
              {t('member.history.entry', {
                date: formatDay(entry.at, locale),
                status: t(`member.status.${entry.status}`),
                reason: KNOWN_REASONS.has(entry.reason) ? t(`member.reasons.${entry.reason}`) : entry.reason,
              })}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
