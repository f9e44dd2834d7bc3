import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';

const presence = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, one choice at a time', async () => {
    const onChange = jest.fn();
    render(<RadioGroup label="Will you attend?" name="presence" options={presence} required onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Will you attend?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('no', expect.anything());
  });

  it('follows a controlled value', () => {
    render(<RadioGroup label="Will you attend?" name="presence" options={presence} value="no" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('shows its error as the group description', () => {
    render(<RadioGroup label="Will you attend?" name="presence" options={presence} error="Please choose" />);
    expect(screen.getByRole('radiogroup', { name: 'Will you attend?' })).toHaveAccessibleDescription('Please choose');
  });
});
