import { useState, type FormEvent } from 'react';
import type { CartDiscount, ErrorBody } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button, TextField } from '@ama/shared-ui';
import { useApplyDiscountMutation, useRemoveDiscountMutation } from '../api';

/**
 * The refusals (DISCOUNT_PROBLEMS) the shopper can act on or understand, each with its own text; any
 * other reason reads "Invalid discount code". Listed here rather than imported, so the cart bundles no zod.
 */
const EXPLAINED_REFUSALS = ['expired', 'not_yet_valid', 'used', 'not_first_order', 'minimum_not_reached', 'no_engraving'];

/** The i18n key of why a code was refused: the server's reason when the shopper can act on it. */
function refusalKey(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 429) return 'discount.errors.rateLimited';
  if (status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500)) return 'errors.unreachable';
  const reason = ((error as { data?: ErrorBody } | undefined)?.data?.error.fields ?? {}).code;
  return reason && EXPLAINED_REFUSALS.includes(reason) ? `discount.errors.${reason}` : 'discount.errors.invalid';
}

/** One code per order (never cumulative): apply one, or remove the one applied. */
export function DiscountForm({ applied }: { applied: CartDiscount | null }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [code, setCode] = useState('');
  // One code per order: with one applied the field stays folded away until the shopper asks for another.
  const [changing, setChanging] = useState(false);
  const [apply, applying] = useApplyDiscountMutation();
  const [remove, removing] = useRemoveDiscountMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void apply({ locale, discount: { code: code.trim() } }).then((result) => {
      if (!('data' in result)) return;
      setCode('');
      setChanging(false);
    });
  };

  return (
    <div className="ama-discount">
      {applied && (
        <p className="ama-discount__applied" role="status">
          {t('discount.applied', { code: applied.code })}{' '}
          <Button theme="text" size="xs" loading={removing.isLoading} onClick={() => void remove({ locale }).then(() => applying.reset())}>
            {t('discount.remove')}
          </Button>
          {!changing && (
            <Button theme="text" size="xs" onClick={() => setChanging(true)}>
              {t('discount.change')}
            </Button>
          )}
        </p>
      )}
      {(!applied || changing) && (
        <form className="ama-discount__form" onSubmit={submit} noValidate>
          <TextField
            label={t('discount.label')}
            value={code}
            autoComplete="off"
            // Asked for with "Use another code": the shopper is about to type.
            autoFocus={changing}
            autoCapitalize="characters"
            spellCheck={false}
            error={applying.isError ? t(refusalKey(applying.error)) : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" theme="dark" size="m" loading={applying.isLoading} loadingLabel={t('discount.applying')}>
            {t('discount.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
