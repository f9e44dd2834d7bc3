import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { App } from './routes';

/** Renders the catalogue (or `tree`) as the shell does, at `path`, for the area's component tests. */
export function renderCatalogAt(path: string, tree: ReactNode = <App />) {
  window.history.replaceState(null, '', path);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_catalog" namespace="catalog">
        <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
      </RemoteScope>
    </PlatformProvider>,
  );
}
