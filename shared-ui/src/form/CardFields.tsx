import type { ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import { type CardField, type CardValues, withCardField } from './card-format';
import { TextField } from './TextField';
import './card-fields.css';

export interface CardFieldsProps {
  /** What the fields hold (formatted as typed: card-format.ts). */
  value: CardValues;
  /** The card after a keystroke, the changed field formatted, and which field changed (its message may go). */
  onChange: (card: CardValues, field: CardField) => void;
  /** The fieldset's legend and each field's label, already translated; the expiry's placeholder ('MM/YY'). */
  labels: Record<CardField, ReactNode> & { legend: ReactNode; expiryPlaceholder?: string };
  /** A field's message: marks it invalid and is read as its description. */
  errors?: Partial<Record<CardField, ReactNode>>;
  /** A field's help under it. */
  hints?: Partial<Record<CardField, ReactNode>>;
  /**
   * The start of each control's name and id ('payment.' → 'payment.cardNumber'), so that a form whose
   * problems are keyed by path finds and focuses the field named in an answer.
   */
  namePrefix?: string;
  className?: string;
}

/**
 * A card's four fields in a fieldset: the number (grouped by four as typed), the expiry (MM/YY), the
 * security code (digits) and the cardholder's name, with the browser's card autofill. Presentational:
 * the caller keeps the values, checks them and sends them (the number and the code never leave its
 * memory for storage).
 */
export function CardFields({ value, onChange, labels, errors = {}, hints = {}, namePrefix = '', className }: CardFieldsProps) {
  const field = (name: CardField) => ({
    id: `${namePrefix}${name}`,
    name: `${namePrefix}${name}`,
    label: labels[name],
    value: value[name],
    error: errors[name],
    hint: hints[name],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(withCardField(value, name, event.target.value), name),
  });
  return (
    <fieldset className={classNames('ama-card-fields', className)}>
      <legend className="ama-card-fields__legend">{labels.legend}</legend>
      <TextField {...field('cardNumber')} inputMode="numeric" autoComplete="cc-number" />
      <div className="ama-card-fields__row">
        <TextField {...field('expiry')} placeholder={labels.expiryPlaceholder} inputMode="numeric" autoComplete="cc-exp" />
        <TextField {...field('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
      </div>
      <TextField {...field('cardholderName')} autoComplete="cc-name" />
    </fieldset>
  );
}
