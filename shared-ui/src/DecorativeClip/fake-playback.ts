/**
 * For tests in jsdom, which has no playback: a video that plays when asked and says so by its events, as
 * a browser's does (`paused`, `play()`, `pause()`). Call it in a beforeAll; `jest.clearAllMocks` keeps it.
 */
export function fakePlayback(): void {
  const playing = new WeakSet<HTMLMediaElement>();
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
    this.dispatchEvent(new Event('pause'));
  });
}
