import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { RemoteBoundary } from './RemoteBoundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <h1>Cart</h1>;
}

beforeAll(() => initI18n('en'));

test('a remote that throws while rendering shows the translated fallback in its own area, and retry renders it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  broken = true;
  render(
    <>
      <header>the shop's header</header>
      <RemoteBoundary area="mfe_cart_checkout">
        <Flaky />
      </RemoteBoundary>
    </>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveAttribute('data-area', 'mfe_cart_checkout');
  expect(screen.getByRole('heading', { name: 'This part of the page could not be loaded' })).toBeInTheDocument();
  expect(screen.getByText("the shop's header")).toBeInTheDocument();

  broken = false; // the transient cause is gone (e.g. a chunk that now loads)
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
});

test("the fallback speaks the shopper's language", () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  initI18n('de');
  const Broken = () => {
    throw new Error('x');
  };
  render(
    <RemoteBoundary area="mfe_events">
      <Broken />
    </RemoteBoundary>,
  );
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  initI18n('en');
});
