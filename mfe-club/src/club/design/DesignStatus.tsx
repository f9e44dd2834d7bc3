import { useEffect, useRef, useState } from 'react';
import { CUSTOM_DESIGN_OPEN, type CustomDesign } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, usePageHead, useTranslation } from '@ama/platform';
import { Button, PageIntro } from '@ama/shared-ui';
import patterns from '../../route-patterns.json';
import { useCustomDesignQuery } from '../../api';
import { formatDay, formatEuros } from '../format';
import { isInvalidLink } from '../member/member-problems';
import { DesignWithdrawal, type WithdrawalOutcome } from './DesignWithdrawal';

/** The request the link's token names: asked in the browser only (personal), never by the server. */
function useCustomDesign(token: string) {
  const locale = useLocale();
  const query = useCustomDesignQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY });
  return { ...query, invalid: query.isError && isInvalidLink(query.error) };
}

/**
 * /club/custom-design?token=…: the request as it stands, for the customer its link was sent to. The
 * server renders the frame (the title and "loading"), never the request; never indexed. `thanksTo`:
 * the request was just sent from this page, to this e-mail address.
 */
export function DesignStatus({ token, thanksTo }: { token: string; thanksTo?: string }) {
  const { t } = useTranslation('club');
  const { data: design, isError, refetch, invalid } = useCustomDesign(token);
  usePageHead({ title: invalid ? t('customDesign.invalid.title') : t('customDesign.status.title'), description: t('customDesign.status.intro'), robots: 'noindex' });

  if (invalid) {
    return (
      <div className="ama-club ama-club--narrow">
        <PageIntro title={t('customDesign.invalid.title')} intro={t('customDesign.invalid.text')} />
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink to={patterns.customDesign}>{t('customDesign.invalid.form')}</LocaleLink>
        </p>
      </div>
    );
  }
  return (
    <div className="ama-club ama-club--narrow" aria-busy={!design && !isError}>
      <PageIntro title={t('customDesign.status.title')} intro={t('customDesign.status.intro')} />
      {thanksTo && <Thanks email={thanksTo} />}
      {isError && (
        <div className="ama-club-form__problem" role="alert">
          <p>{t('customDesign.status.failed')}</p>
          <Button theme="dark" size="s" onClick={() => void refetch()}>
            {t('customDesign.status.retry')}
          </Button>
        </div>
      )}
      {!design && !isError && <p className="ama-club-member__loading">{t('customDesign.status.loading')}</p>}
      {design && <DesignView token={token} design={design} onStale={() => void refetch()} />}
    </div>
  );
}

/** Said once, as the request's page replaces the form: the focus goes to it, so it is read out. */
function Thanks({ email }: { email: string }) {
  const { t } = useTranslation('club');
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  return (
    <p ref={thanks} tabIndex={-1} className="ama-club-success ama-club-design__thanks">
      {t('customDesign.status.thanks', { email })}
    </p>
  );
}

/** The request, where the fee stands, what the shop wrote, and while it is open the way to withdraw it. */
function DesignView({ token, design, onStale }: { token: string; design: CustomDesign; onStale: () => void }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<WithdrawalOutcome>();
  const title = useRef<HTMLHeadingElement>(null);
  const fee = formatEuros(design.feeCents, locale);
  const open = CUSTOM_DESIGN_OPEN.includes(design.status);

  const withdrawn = (next: WithdrawalOutcome) => {
    setOutcome(next);
    if (next === 'done') title.current?.focus();
    if (next === 'state') onStale();
  };

  return (
    <>
      <section className="ama-club__section" aria-labelledby="ama-club-design-request">
        <h2 id="ama-club-design-request" ref={title} tabIndex={-1} className="ama-club__section-title">
          {t('customDesign.status.requestTitle')}
        </h2>
        <dl className="ama-club-design__facts">
          <div>
            <dt>{t('customDesign.status.facts.status')}</dt>
            <dd>
              <strong className="ama-club-design__status">{t(`customDesign.status.statuses.${design.status}`)}</strong>
              <span className="ama-club-design__explain">{t(`customDesign.status.explain.${design.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('customDesign.status.facts.piece')}</dt>
            <dd>{t(`customDesign.pieces.${design.pieceKind}`)}</dd>
          </div>
          <div>
            <dt>{t('customDesign.status.facts.description')}</dt>
            <dd className="ama-club-design__written">{design.description}</dd>
          </div>
          <div>
            <dt>{t('customDesign.status.facts.budget')}</dt>
            <dd>{formatEuros(design.budgetEuros * 100, locale)}</dd>
          </div>
          <div>
            <dt>{t('customDesign.status.facts.requestedAt')}</dt>
            <dd>{formatDay(design.requestedAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('customDesign.status.facts.fee')}</dt>
            <dd>{t(`customDesign.status.fee.${design.fee}`, { fee, last4: design.card.last4 })}</dd>
          </div>
        </dl>
        <div role="status" className="ama-club-member__outcome">
          {outcome === 'done' && <p className="ama-club-member__done">{t('customDesign.withdraw.done')}</p>}
          {outcome && outcome !== 'done' && <p className="ama-club-form__problem">{t(`customDesign.withdraw.problems.${outcome}`)}</p>}
        </div>
      </section>
      {design.proposal && (
        <section className="ama-club__section" aria-labelledby="ama-club-design-proposal">
          <h2 id="ama-club-design-proposal" className="ama-club__section-title">
            {t('customDesign.status.proposalTitle')}
          </h2>
          {design.proposedAt && <p className="ama-club-design__date">{t('customDesign.status.proposedAt', { date: formatDay(design.proposedAt, locale) })}</p>}
          <p className="ama-club-design__written ama-club-design__proposal">{design.proposal}</p>
        </section>
      )}
      {design.status === 'in_production' && (
        <section className="ama-club__section" aria-labelledby="ama-club-design-piece">
          <h2 id="ama-club-design-piece" className="ama-club__section-title">
            {t('customDesign.status.orderTitle')}
          </h2>
          {design.orderNumber && <p>{t('customDesign.status.order', { number: design.orderNumber })}</p>}
          <p className="ama-club-design__note">{t('customDesign.status.noReturn')}</p>
        </section>
      )}
      {design.closingNote && (
        <section className="ama-club__section" aria-labelledby="ama-club-design-closing">
          <h2 id="ama-club-design-closing" className="ama-club__section-title">
            {t('customDesign.status.closingTitle')}
          </h2>
          <p className="ama-club-design__written">{design.closingNote}</p>
        </section>
      )}
      {open && <DesignWithdrawal token={token} design={design} onOutcome={withdrawn} />}
      {!open && design.status !== 'in_production' && (
        <p className="ama-club__actions">
          <LocaleLink to={patterns.customDesign}>{t('customDesign.status.newRequest')}</LocaleLink>
        </p>
      )}
    </>
  );
}
