import { startPolling } from './polling';

/** A task whose passes finish only when the test says so. */
function controllableTask() {
  const finishers: Array<() => void> = [];
  const task = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { task, finishCurrent: () => finishers.shift()?.() };
}

describe('startPolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a pass every interval, skipping ticks while a pass is still running', async () => {
    const { task, finishCurrent } = controllableTask();
    const polling = startPolling(task, 2_000, jest.fn());

    await jest.advanceTimersByTimeAsync(1_999);
    expect(task).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(6_000);
    expect(task).toHaveBeenCalledTimes(1);

    finishCurrent();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(2);
    finishCurrent();
    await polling.stop();
  });

  it('reports a failed pass and keeps polling', async () => {
    const onError = jest.fn();
    const task = jest.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const polling = startPolling(task, 2_000, onError);

    await jest.advanceTimersByTimeAsync(4_000);
    expect(onError).toHaveBeenCalledWith(new Error('database gone'));
    expect(task).toHaveBeenCalledTimes(2);
    await polling.stop();
  });

  it('stops ticking and waits for the running pass before stop() resolves', async () => {
    const { task, finishCurrent } = controllableTask();
    const polling = startPolling(task, 2_000, jest.fn());
    await jest.advanceTimersByTimeAsync(2_000);

    let stopped = false;
    const stopping = polling.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);

    finishCurrent();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
