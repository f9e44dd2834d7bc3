import { render, screen } from '@testing-library/react';
import { AdoptFirstPaint } from './AdoptFirstPaint';
import { DeferredRender, FIRST_PAINT_ID, removeFirstPaint } from './first-paint';

function page(path: string) {
  return render(
    <DeferredRender onCommit={removeFirstPaint}>
      <AdoptFirstPaint path={path}>
        <header>
          <h1>About us (live)</h1>
        </header>
      </AdoptFirstPaint>
    </DeferredRender>,
    { container: document.getElementById('app')! },
  );
}

beforeEach(() => {
  document.body.innerHTML = `<main><div id="${FIRST_PAINT_ID}" data-path="/en/about-us"><header class="ama-page-intro"><h1>About us</h1></header></div><div id="app"></div></main>`;
});

test('the live page keeps the very nodes the server painted for it (no second paint)', async () => {
  const painted = screen.getByRole('heading', { name: 'About us' });
  page('/en/about-us');
  await screen.findByRole('heading', { name: 'About us' });
  expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  expect(document.getElementById('app')).toContainElement(painted);
  expect(screen.queryByRole('heading', { name: 'About us (live)' })).not.toBeInTheDocument();
});

test('a first paint made for another page (or language) is not adopted: the page renders live', async () => {
  page('/de/about-us');
  expect(await screen.findByRole('heading', { name: 'About us (live)' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'About us' })).not.toBeInTheDocument();
});
