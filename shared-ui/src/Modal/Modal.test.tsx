import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from './Modal';

/** Owns the open state like a page would: the trigger opens, any dismissal closes. */
function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Size guide
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Find your ring size" closeLabel="Close" footer={<button type="button">Got it</button>} {...props}>
        <a href="/en/guides/ring-size">Read the guide</a>
      </Modal>
    </>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function openModal() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Size guide' }));
  return user;
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with focus inside', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Find your ring size' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and leaves the DOM 200 ms later', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    advance(199);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the close icon and gives focus back to the trigger', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    advance(200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size guide' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    advance(200);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    advance(200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    advance(200);
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
