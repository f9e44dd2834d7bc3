import { useEffect, useRef, useState } from 'react';
import type { CustomDesign } from '@ama/contracts';
import { readSendFailure, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useWithdrawCustomDesignMutation } from '../../api';
import { formatEuros } from '../format';

/**
 * How a withdrawal went: done (the design as the answer gives it replaces the page's), or why not: the
 * request moved on meanwhile (409 CUSTOM_DESIGN_STATE: the page reads it again), another change under
 * way (409 CHANGE_IN_PROGRESS), the link refused, too many attempts, no answer.
 */
export type WithdrawalOutcome = 'done' | 'state' | 'inProgress' | 'invalidLink' | 'rate_limited' | 'unavailable';

function withdrawalFailure(error: unknown): Exclude<WithdrawalOutcome, 'done'> {
  const { status, code } = readSendFailure(error);
  if (status === 409) return code === 'CUSTOM_DESIGN_STATE' ? 'state' : 'inProgress';
  if (status === 429) return 'rate_limited';
  if (status === 400 || status === 401 || status === 403 || status === 404) return 'invalidLink';
  return 'unavailable';
}

/**
 * "Withdraw my request", while it is open (requested or proposed), confirmed in place: the question
 * says the fee is then charged, and nothing is sent before "Yes, withdraw". Keep puts the question away.
 */
export function DesignWithdrawal({ token, design, onOutcome }: { token: string; design: CustomDesign; onOutcome: (outcome: WithdrawalOutcome) => void }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const [withdraw, withdrawal] = useWithdrawCustomDesignMutation();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const values = { fee: formatEuros(design.feeCents, locale), last4: design.card.last4 };

  // The focus follows the question: to it when asked, back to the button when kept.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (asking ? question : start).current?.focus();
  }, [asking]);
  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  const confirm = async () => {
    try {
      await withdraw({ token, locale }).unwrap();
      onOutcome('done');
    } catch (error) {
      onOutcome(withdrawalFailure(error));
    }
  };

  return (
    <section className="ama-club__section" aria-labelledby="ama-club-design-withdraw">
      <h2 id="ama-club-design-withdraw" className="ama-club__section-title">
        {t('customDesign.withdraw.title')}
      </h2>
      {asking ? (
        <div className="ama-club-member__confirm" role="group" aria-labelledby="ama-club-design-withdraw-question">
          <p id="ama-club-design-withdraw-question" ref={question} tabIndex={-1} className="ama-club-member__confirm-title">
            {t('customDesign.withdraw.question')}
          </p>
          <p>{t('customDesign.withdraw.text', values)}</p>
          <p className="ama-club__actions">
            <Button theme="dark" size="s" loading={withdrawal.isLoading} loadingLabel={t('customDesign.withdraw.sending')} onClick={() => void confirm()}>
              {t('customDesign.withdraw.confirm', values)}
            </Button>
            <Button theme="white" size="s" disabled={withdrawal.isLoading} onClick={() => ask(false)}>
              {t('customDesign.withdraw.keep')}
            </Button>
          </p>
        </div>
      ) : (
        <Button ref={start} theme="white" size="s" onClick={() => ask(true)}>
          {t('customDesign.withdraw.start')}
        </Button>
      )}
    </section>
  );
}
