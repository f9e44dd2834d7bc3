import { createPortal } from 'react-dom';
import { createReactLifecycles } from '@ama/platform';
import { Header } from './Header';
import { Footer } from './Footer';
import { Overlays } from './Overlays';
import './layout.css';

function element(id: string) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
}

/** The server's static first-paint header (shell/static-layout.js) makes way for the live one. */
const removeStaticHeader = () => document.querySelector('.ama-header--static')?.remove();

/** The always-on layout: header, footer and overlays, rendered into the page's fixed regions. */
function Layout() {
  return (
    <>
      {createPortal(<Header />, element('ama-header'))}
      {createPortal(<Footer />, element('ama-footer'))}
      <Overlays />
    </>
  );
}

export const layoutApp = createReactLifecycles({ Root: Layout, onCommit: removeStaticHeader });
