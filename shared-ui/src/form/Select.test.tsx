import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const countries = [
  { value: 'IT', label: 'Italy' },
  { value: 'ES', label: 'Spain' },
  { value: 'DE', label: 'Germany' },
];

describe('Select', () => {
  it('starts on its placeholder, which cannot be chosen again, and reports a choice', async () => {
    const onChange = jest.fn();
    render(<Select label="Country" placeholder="Choose a country" options={countries} required onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(screen.getByRole('option', { name: 'Choose a country' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Spain');
    expect(select).toHaveValue('ES');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('required without a placeholder (a value is always chosen): announced as required, valid HTML', () => {
    render(<Select label="Country" options={countries} value="IT" onChange={() => {}} required />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    // HTML allows `required` on a select only when its first option is an empty choice.
    expect(select).not.toHaveAttribute('required');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toBeValid();
  });

  it('shows its error as its description', () => {
    render(<Select label="Region" options={countries} error="Choose a region" />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a region');
  });

  it('honours a controlled value over the placeholder', () => {
    render(<Select label="Country" placeholder="Choose" options={countries} value="DE" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  });
});
