import { useId, useRef, useState, type FormEvent } from 'react';
import type { Order, PaymentInput } from '@ama/contracts';
import { formatPrice, LocaleLink, onDemand, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { emptyCard } from '../checkout/card';
import { CardFieldset } from '../checkout/CardFieldset';
import { useRequestRenewalMutation } from '../checkout/checkout-api';
import { fieldId } from '../checkout/draft-fields';
import { newAttemptKey } from '../checkout/order-outcome';
import { renewalFailure, type RenewalFailure } from './renewal-failure';

/** The checkout's card check (the BFF's own schema), loaded when the shopper first focuses the form (docs/forms.md). */
const cardChecks = onDemand(() => import(/* webpackChunkName: "checkout-check" */ '../checkout/checkout-check'));

const CARD_ORDER = ['payment.cardNumber', 'payment.expiry', 'payment.cvc', 'payment.cardholderName'];

/** Moves the focus to the first card field with a problem, once React has drawn its message. */
const focusFirst = (problems: Record<string, string>) =>
  requestAnimationFrame(() => {
    const first = CARD_ORDER.find((path) => path in problems);
    if (first) document.getElementById(fieldId(first))?.focus();
  });

interface RenewalRequestFormProps {
  order: Order;
  /** The order line whose renewal is asked for. */
  position: number;
  onCancel: () => void;
  /** The renewal is booked and paid: the order in the cache holds it now. */
  onSent: () => void;
}

/**
 * The renewal of one piece, paid by card as at checkout: the contribution shown before paying, the card
 * judged by the BFF's own schema before it is sent and its problems said at its fields, one
 * Idempotency-Key per attempt (kept while there is no answer, so a retry never pays twice).
 */
export function RenewalRequestForm({ order, position, onCancel, onSent }: RenewalRequestFormProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const titleId = useId();
  const [card, setCard] = useState<PaymentInput>(emptyCard);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<RenewalFailure | null>(null);
  const attemptKey = useRef<string | null>(null);
  const [requestRenewal, { isLoading }] = useRequestRenewalMutation();
  const piece = order.lines[position - 1]?.name ?? '';
  const amount = formatPrice(order.renewable.contributionCents, locale);
  const checks = cardChecks.current();
  const problems = { ...(attempted && checks ? checks.cardProblems(card) : {}), ...serverProblems };

  const changeCard = (next: PaymentInput) => {
    setCard(next);
    setServerProblems({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    let loaded;
    try {
      loaded = await cardChecks.load();
    } catch {
      // The check's file could not be fetched (offline for a moment): said in place, the next press tries again.
      setFailure({ kind: 'unreachable' });
      return;
    }
    setAttempted(true);
    setFailure(null);
    const found = loaded.cardProblems(card);
    if (Object.keys(found).length > 0) return focusFirst(found);
    attemptKey.current ??= newAttemptKey();
    const result = await requestRenewal({ locale, reference: order.reference, idempotencyKey: attemptKey.current, request: { position, payment: card } });
    if ('data' in result && result.data) {
      attemptKey.current = null;
      onSent();
      return;
    }
    const outcome = renewalFailure(result.error);
    // Without an answer the same attempt may be repeated; after any answer the next attempt is new.
    if (outcome.kind !== 'unreachable') attemptKey.current = null;
    if (outcome.kind === 'fields') {
      setServerProblems(outcome.fields);
      focusFirst(outcome.fields);
    } else setFailure(outcome);
  }

  return (
    <form className="ama-renewal__form" aria-labelledby={titleId} noValidate onFocus={() => void cardChecks.load().catch(() => undefined)} onSubmit={submit}>
      <h3 id={titleId} className="ama-renewal__form-title">
        {t('renewal.form.title', { piece })}
      </h3>
      <p>{t('renewal.form.amount', { amount })}</p>
      <CardFieldset legend={t('checkout.card')} card={card} onCard={changeCard} problems={problems} />
      <p className="ama-renewal__privacy">
        {t('renewal.form.cardPrivacy')} <LocaleLink to="/privacy-policy">{t('renewal.form.privacyLink')}</LocaleLink>
      </p>
      {failure && (
        <div className="ama-checkout__failure" role="alert">
          {failure.kind === 'payment' ? (
            <>
              <p className="ama-checkout__failure-title">{t('checkout.failure.payment')}</p>
              <p>{t(failure.reason === 'invalid_card' ? 'checkout.failure.invalidCard' : 'checkout.failure.declined')}</p>
            </>
          ) : (
            failure.kind !== 'fields' && <p>{t(`renewal.problems.${failure.kind}`)}</p>
          )}
        </div>
      )}
      <div className="ama-renewal__actions">
        <Button type="submit" theme="dark" size="m" loading={isLoading} loadingLabel={t('renewal.form.paying')}>
          {t('renewal.form.pay', { amount })}
        </Button>
        <Button type="button" theme="white" size="m" onClick={onCancel}>
          {t('renewal.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
