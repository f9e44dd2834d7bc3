// The overlays in a test: they host the consent banner's root (ConsentHost), a root of its own that is
// created once React's client is imported and goes a moment after the overlays' root. Both happen inside
// act here. Call unmountOverlays from an afterEach inside a describe block: it then runs before
// testing-library's own cleanup, which would unmount outside act.
import { act, cleanup, render } from '@testing-library/react';
import { PlatformProvider } from '@ama/platform';
import { Overlays } from './Overlays';

export async function renderOverlays(): Promise<void> {
  await act(async () => {
    render(
      <PlatformProvider>
        <Overlays />
      </PlatformProvider>,
    );
    await import('react-dom/client');
  });
}

export async function unmountOverlays(): Promise<void> {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
