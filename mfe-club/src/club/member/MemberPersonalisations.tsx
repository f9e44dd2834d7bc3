import { useState } from 'react';
import { READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { useClubPersonalisationsQuery } from '../../api';
import { ActionMessage } from './ActionMessage';
import { PersonalisationList } from './PersonalisationList';
import { PersonalisationRequestForm } from './PersonalisationRequestForm';

/**
 * "Free personalisation" (contracts/src/club-personalisations.ts): a member sees what is left this year
 * and next (an occasion may be next year, with its own allowance), asks while something is left and
 * follows each request; a pending sign-up reads what membership will give them.
 */
export function MemberPersonalisations({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { data, isError } = useClubPersonalisationsQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY || token === '' });
  // Kept here, not in the form: the request that uses the last allowance closes the form, and "sent" stays said.
  const [sent, setSent] = useState(false);
  if (!data && !isError) return null;
  const open = data?.allowances.some((allowance) => allowance.left > 0) ?? false;
  return (
    <section className="ama-club__section" aria-labelledby="ama-club-member-personalisations">
      <h2 id="ama-club-member-personalisations" className="ama-club__section-title">
        {t('member.personalisations.title')}
      </h2>
      {isError && <p role="alert">{t('member.personalisations.failed')}</p>}
      {data && !data.entitled && <p>{t('member.personalisations.notEntitled')}</p>}
      {data?.entitled && (
        <div className="ama-club-member__actions">
          <div>
            {data.allowances.map((allowance) => (
              <p key={allowance.year}>{t('member.personalisations.left', { left: allowance.left, perYear: allowance.perYear, year: allowance.year })}</p>
            ))}
            <p>{t('member.personalisations.rule')}</p>
            {!open && <p>{t('member.personalisations.noneLeft')}</p>}
          </div>
          {open ? (
            <PersonalisationRequestForm token={token} pieces={data.pieces} sent={sent} onSentChange={setSent} />
          ) : (
            sent && <ActionMessage done={t('member.personalisations.sent')} />
          )}
          <PersonalisationList personalisations={data.personalisations} />
        </div>
      )}
    </section>
  );
}
