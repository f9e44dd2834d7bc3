import { useState, type FormEvent } from 'react';
import { RETURN_LIMITS, type Order } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button, Checkbox, TextArea } from '@ama/shared-ui';
import { useRequestReturnMutation } from '../checkout/checkout-api';

interface ReturnRequestFormProps {
  order: Order;
  onCancel: () => void;
  /** The return is open: the order in the cache holds it now. */
  onSent: () => void;
}

/** Which pieces go back, and a word for us; the pieces the rules keep are named with the reason. */
export function ReturnRequestForm({ order, onCancel, onSent }: ReturnRequestFormProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [chosen, setChosen] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<'chooseOne' | 'notAllowed' | 'failed' | null>(null);
  const [requestReturn, { isLoading }] = useRequestReturnMutation();

  const toggle = (position: number, on: boolean) => setChosen((current) => (on ? [...current, position] : current.filter((item) => item !== position)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return setProblem('chooseOne');
    setProblem(null);
    const result = await requestReturn({ locale, reference: order.reference, request: { positions: chosen, ...(comment.trim() ? { comment: comment.trim() } : {}) } });
    if ('data' in result) return onSent();
    const status = (result.error as { status?: unknown } | undefined)?.status;
    setProblem(status === 409 ? 'notAllowed' : 'failed');
  }

  return (
    <form className="ama-returns__form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={problem ? 'ama-returns-problem' : undefined}>
        <legend>{t('returns.legend')}</legend>
        {order.returnable.lines.map(({ position, block }) => {
          const line = order.lines[position - 1];
          if (!line) return null;
          const name = `${line.name} × ${line.quantity}`;
          return block ? (
            <p key={position} className="ama-returns__kept">
              {name}: {t(`returns.blocks.${block}`)}
            </p>
          ) : (
            <Checkbox key={position} label={name} checked={chosen.includes(position)} onChange={(event) => toggle(position, event.target.checked)} />
          );
        })}
      </fieldset>
      <TextArea label={t('returns.comment')} value={comment} maxLength={RETURN_LIMITS.commentMaxLength} showCount onChange={(event) => setComment(event.target.value)} rows={3} />
      {problem && (
        <p id="ama-returns-problem" className="ama-returns__problem" role="alert">
          {t(`returns.problems.${problem}`)}
        </p>
      )}
      <p className="ama-returns__conditions">{t('returns.conditions')}</p>
      <div className="ama-returns__actions">
        <Button type="submit" theme="dark" size="m" loading={isLoading} loadingLabel={t('returns.sending')}>
          {t('returns.submit')}
        </Button>
        <Button type="button" theme="white" size="m" onClick={onCancel}>
          {t('returns.cancel')}
        </Button>
      </div>
    </form>
  );
}
