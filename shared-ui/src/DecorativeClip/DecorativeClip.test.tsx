import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DecorativeClip } from './DecorativeClip';
import { startDecorativeClips } from './decorative-clip';
import { fakePlayback } from './fake-playback';

// The clip as a page to read gets it: the server's HTML, then the shell entry's plain code, no React.

const LABELS = { playLabel: 'Play the background video', pauseLabel: 'Pause the background video' };

/** The server's HTML of a clip, put in the document as the browser parses it. */
function serverMarkup() {
  document.body.innerHTML = renderToString(
    <DecorativeClip poster="/images/poster.0123abcd.webp" sources={[{ src: '/images/clip.0123abcd.webm', type: 'video/webm' }]} fallback="No video here." {...LABELS} />,
  );
  return document.querySelector('video')!;
}

let reducedMotion = false;
let saveData = false;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData }) });
  fakePlayback();
});
afterEach(() => {
  reducedMotion = false;
  saveData = false;
  jest.clearAllMocks();
});

test('the server’s HTML shows the poster, fetches nothing and hides the button: without code nothing moves', () => {
  const video = serverMarkup();
  expect(video).toHaveAttribute('poster', '/images/poster.0123abcd.webp');
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).not.toHaveAttribute('autoplay');
  // a browser's parser makes a video with this attribute muted (jsdom's does not): allowed to play on its own
  expect(video).toHaveAttribute('muted');
  expect(video).toHaveAttribute('aria-hidden', 'true');
  expect(video.querySelector('source')).toHaveAttribute('src', '/images/clip.0123abcd.webm');
  expect(screen.queryByRole('button')).toBeNull();
});

test('started by plain code on a loaded page: it plays on its own, and its button pauses and plays it again', async () => {
  const user = userEvent.setup();
  const video = serverMarkup();
  startDecorativeClips();
  expect(video.paused).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
  expect(video.paused).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Play the background video' }));
  expect(video.paused).toBe(false);
  expect(screen.getByRole('button', { name: 'Pause the background video' })).toHaveAttribute('data-playing', 'true');
});

test('started twice (the entry and a client render), one click still toggles it once', async () => {
  const user = userEvent.setup();
  const video = serverMarkup();
  startDecorativeClips();
  startDecorativeClips();
  await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
  expect(video.pause).toHaveBeenCalledTimes(1);
  expect(video.paused).toBe(true);
});

test.each([
  ['reduced motion', () => (reducedMotion = true)],
  ['to save data', () => (saveData = true)],
])('a shopper who asked for %s gets the poster, and a button to play it', async (_, ask) => {
  ask();
  const user = userEvent.setup();
  const video = serverMarkup();
  startDecorativeClips();
  expect(video.play).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Play the background video' }));
  expect(video.paused).toBe(false);
});

test('a play the browser refuses leaves the poster and a button to try again', async () => {
  const video = serverMarkup();
  jest.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(() => Promise.reject(new DOMException('no decoder', 'NotSupportedError')));
  startDecorativeClips();
  expect(await screen.findByRole('button', { name: 'Play the background video' })).toHaveAttribute('data-playing', 'false');
  expect(video.paused).toBe(true);
});
