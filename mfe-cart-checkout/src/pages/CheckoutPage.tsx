import { useEffect, useRef, useState } from 'react';
import type { PaymentInput } from '@ama/contracts';
import { LocaleLink, onDemand, READ_IN_BROWSER_ONLY, safeNavigate, useAppDispatch, useLocale, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { Button, buttonClassName } from '@ama/shared-ui';
import { cartApi, useCartQuery } from '../api';
import { usePlaceOrderMutation } from '../checkout/checkout-api';
import { emptyCard } from '../checkout/card';
import { CheckoutFormProvider } from '../checkout/CheckoutFormContext';
import { CheckoutProgress } from '../checkout/CheckoutProgress';
import { ContactStep } from '../checkout/ContactStep';
import { clearDraft, emptyDraft, loadDraft, saveDraft, toCheckoutInput, type CheckoutDraft } from '../checkout/draft';
import { fieldId } from '../checkout/draft-fields';
import { FailureMessage } from '../checkout/FailureMessage';
import { newAttemptKey, orderFailure, type OrderFailure } from '../checkout/order-outcome';
import { OrderSummary } from '../checkout/OrderSummary';
import { PaymentStep } from '../checkout/PaymentStep';
import { ShippingStep } from '../checkout/ShippingStep';
import { firstStepWithProblems, isStep, STEPS, stepOf, type Step } from '../checkout/steps';
import '../cart/cart.css';

/** Moves the focus to the first field with a problem on the page (in reading order), once React has drawn it. */
const focusFirst = (problems: Record<string, string>) =>
  requestAnimationFrame(() => {
    const fields = Object.keys(problems)
      .map((path) => document.getElementById(fieldId(path)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
  });

/** The BFF's schemas for the form and the card, loaded when the shopper first focuses the form (docs/forms.md). */
const checkoutChecks = onDemand(() => import(/* webpackChunkName: "checkout-check" */ '../checkout/checkout-check'));

/**
 * /checkout (docs/requirements.md#checkout): contact → shipping and billing → payment → the confirmation page. The step
 * is in the URL (Back walks the funnel, a reload stays), what was typed is kept in sessionStorage, and
 * the same schemas as the BFF's judge every field, with the message next to it in the shopper's
 * language. The order goes with an Idempotency-Key: a repeat of the same attempt cannot pay twice.
 */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  usePageHead({ title: t('pages.checkout.title'), description: t('pages.checkout.intro'), robots: 'noindex' });
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  const step: Step = isStep(requested) ? requested : 'contact';
  const { data: cart } = useCartQuery(locale, { skip: READ_IN_BROWSER_ONLY });
  const [placeOrder, placing] = usePlaceOrderMutation();
  const dispatch = useAppDispatch();

  // The server and the hydrating browser both start from an empty form; the kept draft follows.
  const [draft, setDraftState] = useState<CheckoutDraft>(() => emptyDraft(locale === 'it' ? 'IT' : ''));
  const [loaded, setLoaded] = useState(false);
  const [attempted, setAttempted] = useState<Step | null>(null);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [card, setCard] = useState<PaymentInput>(emptyCard);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const attemptKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setDraftState((initial) => loadDraft(initial));
    setLoaded(true);
  }, []);

  const go = (next: Step, replace = false) => {
    setParams({ step: next }, { replace });
    requestAnimationFrame(() => heading.current?.focus());
  };

  // A reload or a shared link on a later step whose earlier steps are not complete goes back to them.
  useEffect(() => {
    if (!loaded || step === 'contact') return;
    let current = true;
    void checkoutChecks.load().then(({ problemsOf }) => {
      const missing = firstStepWithProblems(problemsOf(draft, STEPS[STEPS.indexOf(step) - 1]!));
      if (current && missing) go(missing, true);
    });
    return () => {
      current = false;
    };
    // Only when the page opens on a step, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, step]);

  const setDraft = (next: CheckoutDraft) => {
    setDraftState(next);
    saveDraft(next);
    setServerProblems({});
  };

  // Loaded before any attempt (submitStep waits for it): an attempt's problems follow every keystroke.
  const checks = checkoutChecks.current();
  const shown = {
    ...(attempted && checks ? checks.problemsOf(draft, attempted) : {}),
    ...(attempted === 'payment' && checks ? checks.cardProblems(card) : {}),
    ...serverProblems,
  };
  const visible = Object.fromEntries(Object.entries(shown).filter(([path]) => STEPS.indexOf(stepOf(path)) <= STEPS.indexOf(step)));

  const submitStep = async () => {
    let checks;
    try {
      checks = await checkoutChecks.load();
    } catch {
      // The check's file could not be fetched (offline for a moment): said in place, the next press tries again.
      setFailure({ kind: 'unreachable' });
      return;
    }
    const problems = { ...checks.problemsOf(draft, step), ...(step === 'payment' ? checks.cardProblems(card) : {}) };
    setAttempted(step);
    setFailure(null);
    const stuckAt = firstStepWithProblems(problems);
    if (stuckAt) {
      if (stuckAt !== step) go(stuckAt);
      focusFirst(problems);
      return;
    }
    if (step !== 'payment') {
      setAttempted(null);
      go(STEPS[STEPS.indexOf(step) + 1]!);
      return;
    }
    if (!cart) return;
    attemptKey.current ??= newAttemptKey();
    const result = await placeOrder({
      locale,
      idempotencyKey: attemptKey.current,
      order: { checkout: toCheckoutInput(draft), payment: card, expectedTotalCents: cart.totalCents },
    });
    if ('data' in result && result.data) {
      clearDraft();
      safeNavigate(`/order-confirmation?order=${encodeURIComponent(result.data.order.reference)}`);
      return;
    }
    const outcome = orderFailure(result.error);
    // Without an answer the same attempt may be repeated; after any answer the next attempt is new.
    if (outcome.kind !== 'unreachable') attemptKey.current = null;
    setFailure(outcome);
    // The shopper sees the cart as it is now (the new total, the unavailable line) before trying again.
    if (outcome.kind === 'totalChanged') dispatch(cartApi.util.upsertQueryData('cart', locale, outcome.cart));
    if (outcome.kind === 'unavailable' || outcome.kind === 'emptyCart') dispatch(cartApi.util.invalidateTags(['Cart']));
    if (outcome.kind === 'fields') {
      setServerProblems(outcome.fields);
      const at = firstStepWithProblems(outcome.fields);
      if (at && at !== step) go(at);
      focusFirst(outcome.fields);
    }
  };

  if (cart && cart.lines.length === 0 && !placing.isLoading && !placing.isSuccess) {
    return (
      <div className="ama-cart">
        <h1 className="ama-cart__title">{t('pages.checkout.title')}</h1>
        <div className="ama-cart__message">
          <h2>{t('cart.empty.title')}</h2>
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to="/results">
            {t('cart.empty.continue')}
          </LocaleLink>
        </div>
      </div>
    );
  }

  return (
    <div className="ama-cart ama-checkout">
      <h1 className="ama-cart__title">{t('pages.checkout.title')}</h1>
      <p className="ama-cart__intro">{t('pages.checkout.intro')}</p>
      <CheckoutProgress current={step} onStep={(next) => go(next)} />
      <div className="ama-cart__body">
        <form
          className="ama-checkout__form"
          noValidate
          onFocus={() => void checkoutChecks.load().catch(() => undefined)}
          onSubmit={(event) => {
            event.preventDefault();
            void submitStep();
          }}
        >
          <h2 ref={heading} tabIndex={-1} className="ama-checkout__step-title">
            {t(`checkout.steps.${step}`)}
          </h2>
          {cart?.checkoutBlocked && (
            <p className="ama-cart-summary__blocked" role="alert">
              {t('summary.blocked')} <LocaleLink to="/cart">{t('checkout.editCart')}</LocaleLink>
            </p>
          )}
          <CheckoutFormProvider draft={draft} setDraft={setDraft} problems={visible}>
            {step === 'contact' && <ContactStep />}
            {step === 'shipping' && <ShippingStep />}
            {step === 'payment' && <PaymentStep card={card} onCard={setCard} problems={visible} onEdit={(next) => go(next)} />}
          </CheckoutFormProvider>
          {failure && <FailureMessage failure={failure} />}
          <div className="ama-checkout__actions">
            {step !== 'contact' && (
              <Button theme="white" size="m" onClick={() => go(STEPS[STEPS.indexOf(step) - 1]!)}>
                {t('checkout.back')}
              </Button>
            )}
            <Button
              type="submit"
              theme="dark"
              size="l"
              loading={placing.isLoading}
              loadingLabel={t('checkout.placing')}
              disabled={step === 'payment' && (!cart || cart.checkoutBlocked)}
            >
              {step === 'payment' ? t('checkout.complete') : t('checkout.continue')}
            </Button>
          </div>
        </form>
        {cart && <OrderSummary cart={cart} />}
      </div>
    </div>
  );
}
