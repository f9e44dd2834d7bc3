import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage, preparePageFor } from './lazy-page';

const Checkout = ({ pageId }: { pageId: string }) => <h1>checkout {pageId}</h1>;

function pageLoadedOnce() {
  const load = jest.fn(async () => Checkout);
  return { load, Page: lazyPage(load, () => <p role="status">loading</p>) };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test('a prepared page renders at once, as the server rendered it, and its chunk is loaded once', async () => {
  const { load, Page } = pageLoadedOnce();
  await preparePageFor({ cart: '/cart', checkout: '/checkout' }, { checkout: Page }, 'http://shop.test/de/checkout?step=payment');
  render(<Page pageId="checkout" />);
  expect(screen.getByRole('heading', { name: 'checkout checkout' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await Page.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('preparing another route of the area loads nothing', async () => {
  const { load, Page } = pageLoadedOnce();
  await preparePageFor({ cart: '/cart', checkout: '/checkout' }, { checkout: Page }, '/en/cart');
  await preparePageFor({ cart: '/cart', checkout: '/checkout' }, { checkout: Page }, '/not-a-locale/checkout');
  expect(load).not.toHaveBeenCalled();
});

test('a page reached by a link shows its loading state, then the page', async () => {
  const { Page } = pageLoadedOnce();
  render(<Page pageId="checkout" />);
  expect(screen.getByRole('status')).toHaveTextContent('loading');
  expect(await screen.findByRole('heading', { name: 'checkout checkout' })).toBeInTheDocument();
});

test("a chunk that cannot be loaded reaches the area's error boundary, and the next try loads again", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Checkout);
  const Page = lazyPage<{ pageId: string }>(load, () => <p role="status">loading</p>);
  render(
    <Boundary>
      <Page pageId="checkout" />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');
  await Page.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
