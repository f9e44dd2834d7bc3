/*
 * A decorative clip's behaviour in plain code, no framework (docs/adr-012-load-on-need.md): the home
 * page's banner is a page to read, so its clip plays and pauses before React is on the page, run by the
 * shell's entry once the page has loaded. A client render of the same markup (DecorativeClip.tsx) runs
 * the same function from an effect. It imports nothing: the entry bundles it as it is.
 */

/** The clip's box: a <video> and its play/pause button, named by these attributes. */
export const CLIP_ATTRIBUTE = 'data-ama-clip';
export const CLIP_TOGGLE_ATTRIBUTE = 'data-ama-clip-toggle';
/** Set once started: the entry and a client render never both drive one clip. */
const STARTED_ATTRIBUTE = 'data-ama-clip-started';
/** On the button: what it shows (the pause icon while playing, the play icon while paused). */
export const PLAYING_ATTRIBUTE = 'data-playing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Navigator.connection is not in TypeScript's DOM types (Chromium only). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Whether moving pictures may start on their own: not for a shopper who asked for reduced motion (WCAG
 * 2.2.2, 2.3.3), nor for one who asked to save data (a clip is the heaviest thing on the page).
 */
export function autoplayAllowed(): boolean {
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  return !reducedMotion && (navigator as WithConnection).connection?.saveData !== true;
}

/** Runs `then` once the page has loaded: the clip never competes with the page's own files. */
function afterPageLoad(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => undefined;
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/**
 * Starts the clip in `root`: its button appears (hidden in the server's HTML: without code nothing
 * moves, so there is nothing to pause), names what it will do in the page's language (its
 * data-label-play / data-label-pause), and the clip plays on its own once the page has loaded, unless
 * the shopper asked for calm. Its sources download only then (preload="none"). Returns a stop.
 */
export function startDecorativeClip(root: Element): () => void {
  const video = root.querySelector('video');
  const button = root.querySelector<HTMLButtonElement>(`button[${CLIP_TOGGLE_ATTRIBUTE}]`);
  if (!video || !button || root.hasAttribute(STARTED_ATTRIBUTE)) return () => undefined;
  root.setAttribute(STARTED_ATTRIBUTE, '');
  const show = () => {
    const playing = !video.paused;
    button.setAttribute(PLAYING_ATTRIBUTE, String(playing));
    const label = playing ? button.dataset.labelPause : button.dataset.labelPlay;
    if (label) button.setAttribute('aria-label', label);
  };
  // A play the browser refuses (no decoder, autoplay blocked) leaves the poster and a button to try again.
  const play = () => void video.play()?.catch(show);
  const toggle = () => (video.paused ? play() : video.pause());
  video.addEventListener('play', show);
  video.addEventListener('pause', show);
  button.addEventListener('click', toggle);
  button.hidden = false;
  show();
  const calm = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
  // Reduced motion asked for while the clip plays: it stops.
  const onMotionSetting = () => {
    if (calm?.matches) video.pause();
  };
  calm?.addEventListener?.('change', onMotionSetting);
  const cancelAutoplay = afterPageLoad(() => {
    if (autoplayAllowed()) play();
  });
  return () => {
    cancelAutoplay();
    calm?.removeEventListener?.('change', onMotionSetting);
    video.removeEventListener('play', show);
    video.removeEventListener('pause', show);
    button.removeEventListener('click', toggle);
    root.removeAttribute(STARTED_ATTRIBUTE);
  };
}

/** Starts every clip of the server's HTML (the shell's entry calls it once the page has loaded). */
export function startDecorativeClips(doc: Document = document): void {
  for (const root of doc.querySelectorAll(`[${CLIP_ATTRIBUTE}]`)) startDecorativeClip(root);
}
