import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Menu } from './Menu';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function ShopMenu(props: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Menu label="Shop" {...props}>
        <ul>
          <li>
            <a href="/en/results">Rings</a>
          </li>
          <li>
            <a href="/en/results?category=earrings">Earrings</a>
          </li>
        </ul>
      </Menu>
      <a href="/en/about-us">About us</a>
    </>
  );
}

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const trigger = () => screen.getByRole('button', { name: 'Shop' });

describe('Menu', () => {
  it('opens and closes its panel from the trigger, telling assistive tech its state', async () => {
    const user = setup();
    render(<ShopMenu />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Rings' })).not.toBeInTheDocument();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Rings' })).toBeVisible();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and hides 400 ms after the pointer leaves', async () => {
    const user = setup();
    render(<ShopMenu />);
    await user.hover(trigger());
    expect(screen.getByRole('link', { name: 'Rings' })).toBeVisible();
    await user.unhover(trigger());
    advance(399);
    expect(screen.getByRole('link', { name: 'Rings' })).toBeVisible();
    advance(1);
    expect(screen.queryByRole('link', { name: 'Rings' })).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within 400 ms', async () => {
    const user = setup();
    render(<ShopMenu />);
    await user.hover(trigger());
    await user.unhover(trigger());
    advance(300);
    await user.hover(trigger());
    advance(1000);
    expect(screen.getByRole('link', { name: 'Rings' })).toBeVisible();
  });

  it('stays open when a hover-opened menu is then clicked (a tap on touch screens)', async () => {
    const user = setup();
    render(<ShopMenu />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = setup();
    render(<ShopMenu />);
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Rings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes when keyboard focus leaves it', async () => {
    const user = setup();
    render(<ShopMenu />);
    await user.click(trigger());
    await user.unhover(trigger());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be driven by its owner (the shell closes every menu on navigation)', async () => {
    const user = setup();
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ShopMenu open={open} onOpenChange={setOpen} />
          <button type="button" onClick={() => setOpen(false)}>
            Navigate
          </button>
        </>
      );
    }
    render(<Owner />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Navigate' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
