import { render } from '@testing-library/react';
import { MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { App } from './routes';

/** The content area as the shell mounts it, at `path` (for rendering to a string, as the server does). */
export function contentAreaAt(path: string) {
  return (
    <PlatformProvider>
      <RemoteScope name="mfe_content" namespace="content">
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </RemoteScope>
    </PlatformProvider>
  );
}

/** Renders the content area at `path`, with the browser's address there too (the locale is read from it). */
export function renderContentAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(contentAreaAt(path));
}
