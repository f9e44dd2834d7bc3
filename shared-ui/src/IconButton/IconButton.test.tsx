import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Heart } from 'lucide-react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label although it shows only an icon', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Add to wishlist" icon={<Heart />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button).not.toHaveTextContent(/./);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton with the icon as its child', () => {
  it('renders the child icon and tells its expanded state', () => {
    render(
      <IconButton label="Open menu" aria-expanded={false}>
        <Heart data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('svg')).not.toBeNull();
  });
});
