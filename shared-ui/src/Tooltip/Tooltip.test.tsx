import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderTooltip() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Tooltip content="Up to 10 characters">
      <button type="button">Engraving</button>
    </Tooltip>,
  );
  return user;
}

describe('Tooltip', () => {
  it('describes its trigger even before it shows', () => {
    renderTooltip();
    expect(screen.getByRole('button', { name: 'Engraving' })).toHaveAccessibleDescription('Up to 10 characters');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('shows 200 ms after the pointer rests on the trigger and hides when it leaves', async () => {
    const user = renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Engraving' }));
    advance(199);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    advance(1);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Engraving' }));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('does not show when the pointer passes by quicker than the delay', async () => {
    const user = renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Engraving' }));
    advance(100);
    await user.unhover(screen.getByRole('button', { name: 'Engraving' }));
    advance(500);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const user = renderTooltip();
    await user.tab();
    advance(200);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('keeps a description the trigger already had', () => {
    render(
      <>
        <p id="fee">+30 €</p>
        <Tooltip content="Up to 10 characters">
          <button type="button" aria-describedby="fee">
            Engraving
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Engraving' })).toHaveAccessibleDescription('+30 € Up to 10 characters');
  });
});
