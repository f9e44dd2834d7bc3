import { act, render, screen } from '@testing-library/react';
import { createShopStore } from '../store/store';
import { initI18n } from '../i18n';
import { PlatformProvider } from '../remote/PlatformProvider';
import { provideFragmentLoader } from './fragment-loader';
import { RemoteFragment } from './RemoteFragment';

beforeAll(() => {
  window.history.replaceState(null, '', '/en/about-us');
  createShopStore();
  initI18n('en');
});

afterEach(() => provideFragmentLoader(undefined));

function renderFragment(unavailable?: string) {
  return render(
    <PlatformProvider>
      <p>footer links</p>
      <RemoteFragment
        id="mfe_club/NewsletterSignup"
        props={{ variant: 'page' }}
        placeholder={<p>newsletter soon</p>}
        unavailable={unavailable === undefined ? undefined : <p>{unavailable}</p>}
        load="now"
      />
    </PlatformProvider>,
  );
}

test('renders the component another remote exposes, with the props the host gives', async () => {
  const loader = jest.fn(async () => ({ default: ({ variant }: { variant: string }) => <h2>Subscribe ({variant})</h2> }));
  provideFragmentLoader(loader);
  renderFragment();
  expect(screen.getByText('newsletter soon')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Subscribe (page)' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_club/NewsletterSignup');
});

test('shows the host\'s "unavailable" content when the remote is down, and the rest renders', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  provideFragmentLoader(async () => {
    throw new Error('RUNTIME-003');
  });
  renderFragment('The newsletter is unavailable right now');
  expect(await screen.findByText('The newsletter is unavailable right now')).toBeInTheDocument();
  expect(screen.getByText('footer links')).toBeInTheDocument();
});

test('keeps the placeholder when the remote is down and no "unavailable" content is given', async () => {
  const loader = jest.fn(async () => null);
  provideFragmentLoader(loader);
  renderFragment();
  await act(async () => {});
  expect(loader).toHaveBeenCalled();
  expect(screen.getByText('newsletter soon')).toBeInTheDocument();
});

test('without a shell (no loader) the fragment is unavailable', async () => {
  renderFragment('Not here');
  expect(await screen.findByText('Not here')).toBeInTheDocument();
});

test('a fragment that throws shows a fallback in its own box only', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('broken release');
  };
  provideFragmentLoader(async () => ({ default: Broken }));
  renderFragment();
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
  expect(screen.getByText('footer links')).toBeInTheDocument();
});

test("'idle' waits for the page's load event and an idle moment before loading", async () => {
  const loader = jest.fn(async () => ({ default: () => <p>badge</p> }));
  provideFragmentLoader(loader);
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  render(
    <PlatformProvider>
      <RemoteFragment id="mfe_cart_checkout/MiniCart" load="idle" placeholder={<p>cart</p>} />
    </PlatformProvider>,
  );
  await act(async () => {});
  expect(loader).not.toHaveBeenCalled();
  readyState.mockRestore();
  await act(async () => void window.dispatchEvent(new Event('load')));
  expect(await screen.findByText('badge')).toBeInTheDocument();
});
