import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { App } from './routes';

/** Renders the cart area (or `tree`) as the shell does, at `path`, for the area's component tests. */
export function renderCartAt(path: string, tree: ReactNode = <App />) {
  window.history.replaceState(null, '', path);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_cart_checkout" namespace="cart">
        <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}
