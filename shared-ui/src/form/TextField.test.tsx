import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label, and an asterisk marks it mandatory without changing its name', () => {
    render(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('announces its error and hint as its description and is marked invalid', () => {
    render(<TextField label="Email" hint="We send the order summary here" error="The email entered is not valid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The email entered is not valid We send the order summary here');
  });

  it('is valid and undescribed without error or hint', () => {
    render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('stops at maxLength and counts the characters used (engraving: 10)', async () => {
    render(<TextField label="Engraving" maxLength={10} showCount />);
    const input = screen.getByRole('textbox', { name: 'Engraving' });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await userEvent.type(input, 'Forever yours');
    expect(input).toHaveValue('Forever yo');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('counts a controlled value and still reports changes', async () => {
    const onValue = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('Ama');
      return (
        <TextField
          label="Engraving"
          maxLength={10}
          showCount
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Engraving' }), '!');
    expect(onValue).toHaveBeenLastCalledWith('Ama!');
    expect(screen.getByText('4/10')).toBeInTheDocument();
  });

  it('keeps an id given by the caller', () => {
    render(<TextField label="Zip code" id="zipCode" />);
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('id', 'zipCode');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with a counter', async () => {
    render(<TextArea label="Gift message" maxLength={200} showCount />);
    const textarea = screen.getByRole('textbox', { name: 'Gift message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Happy birthday');
    expect(screen.getByText('14/200')).toBeInTheDocument();
  });
});
