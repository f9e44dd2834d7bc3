import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CardFields } from './CardFields';
import { emptyCard, formatExpiry, groupCardNumber, type CardField, type CardValues } from './card-format';

const LABELS = { legend: 'Your card', cardNumber: 'Card number', expiry: 'Expiry', expiryPlaceholder: 'MM/YY', cvc: 'Security code', cardholderName: 'Name on the card' };

/** The fields as a form holds them: the card in its state, the last changed field noted. */
function Card({ errors, onField }: { errors?: Partial<Record<CardField, string>>; onField?: (field: CardField, card: CardValues) => void }) {
  const [card, setCard] = useState(emptyCard);
  return (
    <CardFields
      value={card}
      labels={LABELS}
      errors={errors}
      namePrefix="payment."
      onChange={(next, field) => {
        setCard(next);
        onField?.(field, next);
      }}
    />
  );
}

describe('card formatting', () => {
  it('groups the number by four, digits only, at most 19', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('0729')).toBe('07/29');
    expect(formatExpiry('07')).toBe('07');
    expect(formatExpiry('07/2')).toBe('07/2');
    expect(formatExpiry('072930')).toBe('07/29');
  });
});

describe('CardFields', () => {
  it('is a named group of four required fields with the card autofill, named under the prefix', () => {
    render(<Card />);
    expect(screen.getByRole('group', { name: 'Your card' })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toBeRequired();
    expect(number).toHaveAttribute('name', 'payment.cardNumber');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveAttribute('placeholder', 'MM/YY');
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveAttribute('name', 'payment.cardholderName');
  });

  it('formats as the shopper types, and says which field changed', async () => {
    const changed: CardField[] = [];
    render(<Card onField={(field) => changed.push(field)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '0729');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '1a23');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveValue('07/29');
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveValue('123');
    expect(new Set(changed)).toEqual(new Set(['cardNumber', 'expiry', 'cvc']));
  });

  it("announces a field's message as its description and marks it invalid", () => {
    render(<Card errors={{ cvc: 'Please enter the 3 or 4 digits of the security code.' }} />);
    const cvc = screen.getByRole('textbox', { name: 'Security code' });
    expect(cvc).toBeInvalid();
    expect(cvc).toHaveAccessibleDescription('Please enter the 3 or 4 digits of the security code.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).not.toHaveAttribute('aria-invalid');
  });
});
