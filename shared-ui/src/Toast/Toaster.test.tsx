import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Toaster } from './Toaster';
import type { ToastAction, ToastData } from './toast-types';

const labels = { region: 'Notifications', close: 'Close' };

/** A queue owner like the platform store: removes a toast when asked. */
function Harness<A extends ToastAction>({ initial, onAction }: { initial: ToastData<A>[]; onAction?: (id: string, action: A) => void }) {
  const [toasts, setToasts] = useState(initial);
  return <Toaster toasts={toasts} labels={labels} onAction={onAction} onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))} />;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('shows each toast in a named region, confirmations as status and problems as alerts', () => {
    render(
      <Harness
        initial={[
          { id: '1', type: 'success', message: 'Added to cart' },
          { id: '2', type: 'danger', title: '500', message: 'Internal Server Error' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Added to cart');
    expect(within(region).getByRole('alert')).toHaveTextContent('500Internal Server Error');
  });

  // The lifetimes of docs/requirements.md#errors, written out: the component reads them from its own table, so a test
  // driven by that table would pass whatever it said.
  it.each([
    ['success', 'status', 2_000],
    ['info', 'status', 2_000],
    ['warning', 'alert', 10_000],
    ['denied', 'alert', 10_000],
    ['danger', 'alert', 20_000],
  ] as const)('keeps a %s toast (role %s) for %i ms, then removes it', (type, role, lifetimeMs) => {
    render(<Harness initial={[{ id: '1', type, message: 'Something happened' }]} />);
    advance(lifetimeMs - 100);
    expect(screen.getByRole(role)).toHaveTextContent('Something happened');
    advance(100);
    expect(screen.queryByRole(role)).not.toBeInTheDocument();
  });

  it("replaces its type's lifetime with the toast's own timeoutMs, leaving the others alone", () => {
    render(
      <Harness
        initial={[
          { id: '1', type: 'danger', message: 'Payment error' },
          { id: '2', type: 'success', message: 'Saved', timeoutMs: 5_000 },
        ]}
      />,
    );
    advance(4_900);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    advance(100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(14_900);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment error');
    advance(100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the remaining time on a progress bar, moving in steps of 100 ms', () => {
    render(<Harness initial={[{ id: '1', type: 'info', message: 'Saved' }]} />);
    const progress = screen.getByRole('progressbar', { hidden: true });
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    advance(150);
    // 1 900 of 2 000 ms left after one whole tick; a continuous count would show 92.5 %.
    expect(progress).toHaveAttribute('aria-valuenow', '95');
    advance(350);
    expect(progress).toHaveAttribute('aria-valuenow', '75');
  });

  it('pauses the countdown while hovered and resumes where it stopped', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness initial={[{ id: '1', type: 'success', message: 'Added to cart' }]} />);
    advance(1000);
    await user.hover(screen.getByRole('status'));
    advance(5000);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    advance(900);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('keeps counting under the pointer when pauseOnHover is off', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness initial={[{ id: '1', type: 'success', message: 'Added to cart', pauseOnHover: false }]} />);
    await user.hover(screen.getByRole('status'));
    advance(2000);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('stays until closed when its timeout is 0, and closes from its close icon', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness initial={[{ id: '1', type: 'info', message: 'Cookies updated', timeoutMs: 0 }]} />);
    advance(60_000);
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Cookies updated')).not.toBeInTheDocument();
  });

  it('reports the clicked action with its own data and then dismisses the toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onAction = jest.fn();
    render(<Harness onAction={onAction} initial={[{ id: 't1', type: 'success', message: 'Added to cart', actions: [{ label: 'View cart', href: '/en/cart' }] }]} />);
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    expect(onAction).toHaveBeenCalledWith('t1', { label: 'View cart', href: '/en/cart' });
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('puts one action beside the message and stacks two', () => {
    render(
      <Harness
        initial={[
          { id: '1', type: 'info', message: 'One', actions: [{ label: 'Undo' }] },
          { id: '2', type: 'info', message: 'Two', actions: [{ label: 'Cart' }, { label: 'Checkout' }] },
        ]}
      />,
    );
    const [single, double] = screen.getAllByRole('status');
    expect(single).not.toHaveClass('ama-toast--stacked');
    expect(double).toHaveClass('ama-toast--stacked');
    expect(within(double!).getAllByRole('button', { name: /Cart|Checkout/ })).toHaveLength(2);
  });
});

describe('announcement', () => {
  it('puts the live region in place before its text, so screen readers announce the change', async () => {
    const toast: ToastData = { id: 't1', type: 'success', message: 'Added to your wishlist' };
    // The first render (what enters the page) holds the empty live region …
    const first = renderToStaticMarkup(<Toaster toasts={[toast]} onDismiss={() => {}} labels={labels} />);
    expect(first).toContain('role="status"');
    expect(first).not.toContain('Added to your wishlist');
    // … and the text follows right after, into the region that is already there.
    render(<Toaster toasts={[toast]} onDismiss={() => {}} labels={labels} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Added to your wishlist');
  });
});
