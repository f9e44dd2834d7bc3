import type { ClubPersonalisation } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { lastDayOf } from '../format';

type EngravingCode = NonNullable<ClubPersonalisation['code']>;

/** The status's words: an approval says what happens next, for a bought piece or for a new one. */
const statusKey = ({ status, piece }: ClubPersonalisation) => (status !== 'approved' ? status : piece ? 'approvedPiece' : 'approvedNewPiece');

/** A new piece's engraving code: typed at checkout, so shown whole on one line (.ama-club-member__code) with its last day and state. */
function EngravingCodeDetails({ code }: { code: EngravingCode }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  // How to use it is said only while it can still be used: not for a code used, donated or expired.
  const usable = code.state === 'available' || code.state === 'upcoming';
  return (
    <div className="ama-club-member__engraving-code">
      <p>
        {t('member.personalisations.codeLabel')} <code className="ama-club-member__code">{code.code}</code>
      </p>
      {/* validUntil is the moment the code stops working, as for every club code: its last day is the day before. */}
      <p>{t('member.personalisations.codeValidity', { state: t(`member.states.${code.state}`), date: lastDayOf(code.validUntil, locale) })}</p>
      {usable && <p>{t('member.personalisations.codeHowTo')}</p>}
    </div>
  );
}

/** Where a request stands, in words: waiting, refused with the manager's reason, or approved with what to do next. */
export function PersonalisationOutcome({ personalisation }: { personalisation: ClubPersonalisation }) {
  const { t } = useTranslation('club');
  const key = statusKey(personalisation);
  return (
    <>
      <p className={`ama-club-member__request-status ama-club-member__request-status--${personalisation.status}`}>
        {t(`member.personalisations.status.${key}`, { reason: personalisation.refusalReason ?? '' })}
      </p>
      {key === 'approvedNewPiece' && personalisation.code && <EngravingCodeDetails code={personalisation.code} />}
    </>
  );
}
