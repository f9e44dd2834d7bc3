import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { buttonClassName } from './button-options';

describe('Button', () => {
  it('calls onClick when active', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks while loading, stays focusable and says it is busy', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('does not submit its form a second time while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Complete purchase
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a plain button by default, so it never submits a surrounding form by accident', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Apply</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('buttonClassName', () => {
  // Not a check of the class names themselves: whatever they are, a link given this look must match
  // the Button with the same options, which is what the function exists for (shared-ui has no router).
  it('gives a link exactly the look of the Button with the same options', () => {
    render(
      <>
        <Button theme="white" size="s" fullWidth>
          Continue
        </Button>
        <a href="/en/results" className={buttonClassName({ theme: 'white', size: 's', fullWidth: true })}>
          Continue shopping
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).className).toBe(screen.getByRole('button', { name: 'Continue' }).className);
  });
});

describe('loading announcement', () => {
  it('tells screen readers through a polite live region while loading', () => {
    const { rerender } = render(
      <Button loadingLabel="Saving…" loading={false}>
        Save
      </Button>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    rerender(
      <Button loadingLabel="Saving…" loading>
        Save
      </Button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });
});
