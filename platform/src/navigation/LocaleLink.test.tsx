import { act, fireEvent, render, screen } from '@testing-library/react';
import { browserLocation } from './browser-location';
import { configureNavigation } from './safe-navigate';
import { LocaleLink } from './LocaleLink';

/** Records whether the app prevented the browser's own navigation, then stops jsdom from attempting it. */
function clickOutcome(link: HTMLElement, init: MouseEventInit = {}) {
  let prevented: boolean | undefined;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  fireEvent.click(link, init);
  window.removeEventListener('click', observe);
  return { browserDefaultKept: prevented === false };
}

beforeEach(() => {
  configureNavigation({ allowlist: ['wa.me'] });
  window.history.pushState(null, '', '/en/product/AB12');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('LocaleLink', () => {
  it('links to the page in the current locale', () => {
    render(<LocaleLink to="/cart">Cart</LocaleLink>);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('keeps an explicit locale', () => {
    render(<LocaleLink to="/de/cart">Warenkorb</LocaleLink>);
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/de/cart');
  });

  it('navigates without a page load on a plain left click', () => {
    const fullLoad = jest.spyOn(browserLocation, 'assign');
    render(<LocaleLink to="/cart">Cart</LocaleLink>);
    const { browserDefaultKept } = clickOutcome(screen.getByRole('link', { name: 'Cart' }));
    expect(browserDefaultKept).toBe(false);
    expect(window.location.pathname).toBe('/en/cart');
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_kind, init) => {
    render(<LocaleLink to="/cart">Cart</LocaleLink>);
    const { browserDefaultKept } = clickOutcome(screen.getByRole('link', { name: 'Cart' }), init);
    expect(browserDefaultKept).toBe(true);
    expect(window.location.pathname).toBe('/en/product/AB12');
  });

  it('leaves a link with target="_blank" to the browser', () => {
    render(
      <LocaleLink to="/cart" target="_blank">
        Cart
      </LocaleLink>,
    );
    expect(clickOutcome(screen.getByRole('link', { name: 'Cart' })).browserDefaultKept).toBe(true);
  });

  it('renders an allowlisted external link as an ordinary, isolated link', () => {
    render(<LocaleLink to="https://wa.me/390000000">WhatsApp</LocaleLink>);
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/390000000');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(clickOutcome(link).browserDefaultKept).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'https://evil.com'])('renders %j as plain text, not a link', (to) => {
    render(<LocaleLink to={to}>Offer</LocaleLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Offer')).toBeInTheDocument();
  });

  it('follows the locale when the visitor switches language', () => {
    render(<LocaleLink to="/cart">Cart</LocaleLink>);
    act(() => {
      window.history.pushState(null, '', '/it/product/AB12');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/it/cart');
  });

  it('calls its own onClick handler', () => {
    const onClick = jest.fn();
    render(
      <LocaleLink to="/cart" onClick={onClick}>
        Cart
      </LocaleLink>,
    );
    clickOutcome(screen.getByRole('link', { name: 'Cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
