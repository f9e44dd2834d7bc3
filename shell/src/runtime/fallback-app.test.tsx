import { render, screen } from '@testing-library/react';
import { fallbackTexts, initI18n } from '@ama/platform';
import { RecordedRemoteFallback } from './fallback-app';
import { resetRealUserSignals, startRealUserSignals, type RumFact } from './rum-signals';

beforeAll(() => initI18n('en'));
afterEach(() => resetRealUserSignals());

test("shows the design system's fallback of the area, counted once as shown (docs/rum.md)", async () => {
  const facts: RumFact[] = [];
  document.body.innerHTML = '<script type="application/json" id="ama-settings">{"rumSampleRate":1}</script>';
  window.history.replaceState(null, '', '/en/cart');
  startRealUserSignals(
    () => Promise.resolve({ startBeacon: () => (fact: RumFact) => void facts.push(fact) }),
    window,
    () => 0,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));

  const onRetry = jest.fn();
  const { rerender } = render(<RecordedRemoteFallback area="mfe_catalog/WishlistStrip" {...fallbackTexts()} onRetry={onRetry} />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  rerender(<RecordedRemoteFallback area="mfe_catalog/WishlistStrip" {...fallbackTexts()} onRetry={onRetry} />);
  expect(facts).toEqual([{ kind: 'fallback', area: 'mfe_catalog/WishlistStrip', path: '/en/cart' }]);
});
