import { ConfigError, loadConfigWith } from '../config';
import { rumSettings } from './settings';

const load = (env: Record<string, string> = {}) => loadConfigWith([rumSettings], { NODE_ENV: 'test', DATA_DIR: ':memory:', ...env });

describe('the real-user signals’ settings', () => {
  it('sends every page view by default, within a per-client budget of beacons', () => {
    expect(load()).toMatchObject({ rumSampleRate: 1, rumRateLimit: { limit: 120, windowMs: 60_000 } });
  });

  it('takes a rate between 0 and 1 and a budget of its own', () => {
    expect(load({ RUM_SAMPLE_RATE: '0.1', RUM_RATE_LIMIT: '30', RUM_RATE_WINDOW_SECONDS: '10' })).toMatchObject({
      rumSampleRate: 0.1,
      rumRateLimit: { limit: 30, windowMs: 10_000 },
    });
    expect(load({ RUM_SAMPLE_RATE: '0' }).rumSampleRate).toBe(0);
    expect(load({ RUM_SAMPLE_RATE: '' }).rumSampleRate).toBe(1);
  });

  it.each(['1.5', '-0.1', 'half'])('refuses RUM_SAMPLE_RATE=%s, naming the variable', (rate) => {
    expect(() => load({ RUM_SAMPLE_RATE: rate })).toThrow(ConfigError);
    expect(() => load({ RUM_SAMPLE_RATE: rate })).toThrow(/RUM_SAMPLE_RATE/);
  });
});
