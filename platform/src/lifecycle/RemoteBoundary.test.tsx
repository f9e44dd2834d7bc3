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

describe('a lazy page whose file did not load (a failed chunk load reloads the target route: docs/requirements.md#resilience)', () => {
  const chunkError = () => Object.assign(new Error('Loading chunk 817 failed.\n(missing: http://127.0.0.1/remotes/mfe-cart-checkout/817.js)'), { name: 'ChunkLoadError' });
  const marker = () => {
    const kept = new Map<string, string>();
    return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
  };

  test('reloads the page at once, showing nothing in between; a second failure within 10 s shows the fallback', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const storage = marker();
    let now = 50_000;
    const reload = jest.fn();
    const LazyPage = () => {
      throw chunkError();
    };
    const page = render(
      <RemoteBoundary area="mfe_cart_checkout" reloadDeps={{ now: () => now, storage, reload }}>
        <LazyPage />
      </RemoteBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    page.unmount();

    // The reloaded page fails the same way 9.9 s later: no second reload, the area's fallback and its retry.
    now += 9_900;
    render(
      <RemoteBoundary area="mfe_cart_checkout" reloadDeps={{ now: () => now, storage, reload }}>
        <LazyPage />
      </RemoteBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a render error that is not a missing file shows the fallback without a reload', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reload = jest.fn();
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'price')");
    };
    render(
      <RemoteBoundary area="mfe_catalog" reloadDeps={{ now: () => 1e6, storage: marker(), reload }}>
        <Broken />
      </RemoteBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
