import type { ChangeEvent } from 'react';
import { CLUB_PERSONALISATION_LIMITS, clubToday, type ClubOwnedPiece } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { Select, TextArea, TextField, type SelectOption } from '@ama/shared-ui';
import type { PersonalisationFormValues } from './personalisation-form-values';
import { usePersonalisationOptions } from './personalisation-options';

type Field = keyof PersonalisationFormValues;
interface Props {
  pieces: readonly ClubOwnedPiece[];
  values: PersonalisationFormValues;
  /** The field's message in the member's language, or undefined (Field ties it with aria-describedby/aria-invalid). */
  error: (field: Field) => string | undefined;
  update: (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

const { descriptionMaxLength, maxDaysBack, maxDaysAhead } = CLUB_PERSONALISATION_LIMITS;
/** The date picker's bounds: the contract's window around today in Italy (the check and the server judge again). */
const dayFromToday = (days: number) => new Date(Date.parse(`${clubToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The personalisation form's controls: the occasion (its kind, its day, a few words) and the piece. */
export function PersonalisationFields({ pieces, values, error, update }: Props) {
  const { t } = useTranslation('club');
  const { kindOptions, pieceOptions } = usePersonalisationOptions(pieces);
  // Both choices start on a placeholder that cannot be chosen again: nothing is picked for the member.
  const choice = (field: 'occasionKind' | 'piece', options: SelectOption[], hint?: string) => (
    <Select
      name={field}
      label={t(`member.personalisations.${field}`)}
      placeholder={t(`member.personalisations.${field}Placeholder`)}
      hint={hint}
      required
      options={options}
      value={values[field]}
      onChange={update(field)}
      error={error(field)}
    />
  );
  return (
    <>
      <div className="ama-club-form__row">
        {choice('occasionKind', kindOptions)}
        <TextField
          name="occasionDate"
          type="date"
          label={t('member.personalisations.occasionDate')}
          hint={t('member.personalisations.occasionDateHint', { daysBack: maxDaysBack })}
          required
          min={dayFromToday(-maxDaysBack)}
          max={dayFromToday(maxDaysAhead)}
          value={values.occasionDate}
          onChange={update('occasionDate')}
          error={error('occasionDate')}
        />
      </div>
      <TextArea
        name="description"
        label={t('member.personalisations.description')}
        hint={t('member.personalisations.descriptionHint')}
        required
        maxLength={descriptionMaxLength}
        showCount
        value={values.description}
        onChange={update('description')}
        error={error('description')}
      />
      {choice('piece', pieceOptions, t('member.personalisations.pieceHint'))}
    </>
  );
}
