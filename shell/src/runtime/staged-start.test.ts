import { startInSteps } from './staged-start';

describe('startInSteps', () => {
  it('runs each step in a task after the previous one, not in the same one', async () => {
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };
    const started = startInSteps([step('react-dom'), step('platform'), step('bootstrap')]);

    // Microtasks alone (what one task would run to its end) get only as far as the first step.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(ran).toEqual(['react-dom']);

    // A task later, the next step.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['react-dom', 'platform']);
    await started;
    expect(ran).toEqual(['react-dom', 'platform', 'bootstrap']);
  });

  it('stops at a step that fails and reports its error (the later steps need it)', async () => {
    const later = jest.fn(() => Promise.resolve());
    const started = startInSteps([() => Promise.reject(new Error('chunk failed')), later]);
    await expect(started).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
  });
});
