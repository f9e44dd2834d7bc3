import { useState, type FormEvent } from 'react';
import type { StaffOrder } from '@ama/contracts';
import { Button, Checkbox } from '@ama/shared-ui';
import { useOpenReturnMutation } from '../api';
import { useReturnSend } from './use-return-send';
import { useTranslation } from '@ama/platform';

/**
 * Opens a return the customer asked for by e-mail. Every piece can be ticked; the rules are the
 * server's, as for the customer's own button: a piece they keep (engraved, a large stone, the 14 days
 * over) is refused with its reason beside it. The hints say beforehand what the rules will say.
 */
export function OpenReturnForm({ order, onRefresh }: { order: StaffOrder; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  const [openReturn, { isLoading }] = useOpenReturnMutation();
  const sendOrExplain = useReturnSend(onRefresh);
  const [chosen, setChosen] = useState<number[]>([]);
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [chooseOne, setChooseOne] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChooseOne(chosen.length === 0);
    if (chosen.length === 0) return;
    const positions = [...chosen].sort((a, b) => a - b);
    const failure = await sendOrExplain(() => openReturn({ number: order.number, request: { positions } }).unwrap(), t('returns.opened', { number: order.number }));
    if (!failure) {
      setChosen([]);
      setRefused({});
      return;
    }
    // fields: positions.<index in the request> → why that piece stays.
    setRefused(Object.fromEntries(Object.entries(failure.fields).map(([field, block]) => [positions[Number(field.split('.')[1])]!, block])));
  }

  return (
    <form className="ama-staff-form" onSubmit={submit} noValidate aria-labelledby="ama-staff-open-return">
      <h3 id="ama-staff-open-return" className="ama-staff__subtitle">
        {t('returns.openTitle')}
      </h3>
      <fieldset className="ama-staff-returns__pieces">
        <legend>{t('returns.pieces')}</legend>
        {order.lines.map((line, index) => {
          const position = index + 1;
          const block = order.returnable.lines.find((candidate) => candidate.position === position)?.block;
          return (
            <Checkbox
              key={position}
              label={`${line.name} × ${line.quantity}${line.options.engraving ? ` «${line.options.engraving}»` : ''}`}
              hint={block ? t(`returns.blocks.${block}`) : undefined}
              error={refused[position] ? t('returns.refusedPiece', { reason: t(`returns.blocks.${refused[position]}`) }) : undefined}
              checked={chosen.includes(position)}
              onChange={(event) => setChosen((current) => (event.target.checked ? [...current, position] : current.filter((item) => item !== position)))}
            />
          );
        })}
      </fieldset>
      {chooseOne && (
        <p className="ama-staff__problem" role="alert">
          {t('returns.chooseOne')}
        </p>
      )}
      <p className="ama-staff__note">{t('returns.customerMail')}</p>
      <Button type="submit" theme="dark" loading={isLoading} loadingLabel={t('returns.sending')}>
        {t('returns.open')}
      </Button>
    </form>
  );
}
