import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('ticks from its label, which may hold a link', async () => {
    render(
      <Checkbox
        required
        label={
          <>
            I accept the <a href="/en/privacy-policy">privacy policy</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
  });

  it('shows its error as its description', () => {
    render(<Checkbox label="Gift wrapping" error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'Gift wrapping' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept');
  });
});
