import { render, screen } from '@testing-library/react';
import { DeferredRender, FIRST_PAINT_ID, removeFirstPaint } from './first-paint';

beforeEach(() => {
  document.body.innerHTML = `<main><div id="${FIRST_PAINT_ID}"><h1>About us (static)</h1></div><div id="app"></div></main>`;
});

test('the static first paint stays until the live content commits, then goes in the same frame', async () => {
  render(
    <DeferredRender onCommit={removeFirstPaint}>
      <h1>About us</h1>
    </DeferredRender>,
    { container: document.getElementById('app')! },
  );
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'About us (static)' })).not.toBeInTheDocument();
});

test('removeFirstPaint is harmless when there is none', () => {
  removeFirstPaint();
  removeFirstPaint();
  expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
});
