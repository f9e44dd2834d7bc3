import { STEPS, type Step } from './steps';
import { useTranslation } from '@ama/platform';

/** Where the shopper is in the funnel; earlier steps can be gone back to. */
export function CheckoutProgress({ current, onStep }: { current: Step; onStep: (step: Step) => void }) {
  const { t } = useTranslation('cart');
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="ama-checkout__progress">
        {STEPS.map((step, position) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} className={position < index ? 'is-done' : undefined}>
            {position < index ? (
              <button type="button" onClick={() => onStep(step)}>
                {position + 1}. {t(`checkout.steps.${step}`)}
              </button>
            ) : (
              <span>
                {position + 1}. {t(`checkout.steps.${step}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
