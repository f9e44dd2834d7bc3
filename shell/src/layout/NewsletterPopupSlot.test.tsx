import { render, screen, waitFor } from '@testing-library/react';
import { createShopStore, PlatformProvider, provideFragmentLoader } from '@ama/platform';
import { NewsletterPopupSlot } from './NewsletterPopupSlot';

beforeEach(() => {
  createShopStore();
});
afterEach(() => provideFragmentLoader(undefined));

const renderSlot = () =>
  render(
    <PlatformProvider>
      <NewsletterPopupSlot />
    </PlatformProvider>,
  );

test("mounts the club's popup fragment once the page is idle", async () => {
  const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
  provideFragmentLoader(loader);
  renderSlot();
  expect(await screen.findByText('popup trigger')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_club/NewsletterPopup');
});

test("leaves no trace when the club's remote is down", async () => {
  const loader = jest.fn(async () => null);
  provideFragmentLoader(loader);
  const { container } = renderSlot();
  await waitFor(() => expect(loader).toHaveBeenCalled());
  expect(container).toHaveTextContent('');
  expect(container.querySelectorAll('button, [role], img')).toHaveLength(0);
});
