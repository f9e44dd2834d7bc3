import { useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useCheckoutDraft } from './CheckoutFormContext';
import type { AddressDraft } from './draft';
import type { Step } from './steps';

/** An address as a label reads it: street, postcode and town (province), region, country. */
function addressLines(address: AddressDraft, countries: Intl.DisplayNames): string[] {
  const town = [address.zipCode, address.city, address.province && `(${address.province})`].filter(Boolean).join(' ');
  return [address.address, town, address.region, address.country && (countries.of(address.country) ?? address.country)].filter((line): line is string => Boolean(line));
}

interface ReviewBlockProps {
  title: string;
  lines: string[];
  onEdit: () => void;
}

function ReviewBlock({ title, lines, onEdit }: ReviewBlockProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="ama-checkout-review__block">
      <h3>{title}</h3>
      <p>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </p>
      <Button theme="text" size="s" onClick={onEdit} aria-label={`${t('checkout.review.change')}: ${title}`}>
        {t('checkout.review.change')}
      </Button>
    </div>
  );
}

/**
 * Before paying, what the shopper typed on the earlier steps, each with a way back to change it: a
 * wrong street is found here, not by the courier.
 */
export function CheckoutReview({ onEdit }: { onEdit: (step: Step) => void }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const draft = useCheckoutDraft();
  const countries = new Intl.DisplayNames([locale], { type: 'region', style: 'short' });
  const { contact, shipping, billing } = draft;
  const fullName = `${contact.name} ${contact.surname}`.trim();
  return (
    <section className="ama-checkout-review" aria-labelledby="ama-checkout-review">
      <h2 id="ama-checkout-review" className="ama-checkout-review__title">
        {t('checkout.review.title')}
      </h2>
      <ReviewBlock title={t('checkout.review.contact')} lines={[fullName, contact.email, contact.phone]} onEdit={() => onEdit('contact')} />
      <ReviewBlock
        title={t('checkout.review.shipping')}
        lines={[fullName, ...addressLines(shipping, countries), ...(draft.giftWrapping ? [t('confirmation.giftWrapping')] : [])]}
        onEdit={() => onEdit('shipping')}
      />
      <ReviewBlock
        title={t('checkout.review.billing')}
        lines={[
          ...(billing.sameAsShipping ? [t('checkout.review.sameAsShipping')] : [fullName, ...addressLines(billing.address, countries)]),
          ...(billing.fiscalCode ? [billing.fiscalCode] : []),
        ]}
        onEdit={() => onEdit('shipping')}
      />
    </section>
  );
}
