import { render, screen } from '@testing-library/react';
import { createShopStore, initI18n, PlatformProvider } from '@ama/platform';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));

import { RemoteFragment } from './RemoteFragment';

beforeAll(() => {
  window.history.replaceState(null, '', '/en/about-us');
  createShopStore();
  initI18n('en');
});

function renderFragment() {
  return render(
    <PlatformProvider>
      <p>footer links</p>
      <RemoteFragment id="mfe_club/NewsletterSignup" placeholder={() => <p>newsletter soon</p>} />
    </PlatformProvider>,
  );
}

test('renders the component another remote exposes', async () => {
  loadRemote.mockResolvedValueOnce({ default: () => <h2>Subscribe to our newsletter</h2> });
  renderFragment();
  expect(await screen.findByRole('heading', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mfe_club/NewsletterSignup');
});

test('keeps the placeholder when the remote is down, and the rest renders', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003'));
  renderFragment();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByText('newsletter soon')).toBeInTheDocument();
  expect(screen.getByText('footer links')).toBeInTheDocument();
});

test('a fragment that throws shows a fallback in its own box only', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('broken release');
  };
  loadRemote.mockResolvedValueOnce({ default: Broken });
  renderFragment();
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
  expect(screen.getByText('footer links')).toBeInTheDocument();
});
