import { DEFAULT_CANARY_THRESHOLDS, judgeCanary, type SideSignals } from './canary-verdict';

const healthy: SideSignals = { pageViews: 200, errors: 2, loadFailures: 0, serverPages: 200, serverErrors: 0, p75InpMs: 120, p75LcpMs: 1_400 };

describe('a canary compared with live', () => {
  it('is not judged before each side has enough page views', () => {
    expect(judgeCanary(healthy, { ...healthy, pageViews: 49, errors: 49 })).toEqual({ verdict: 'wait', reason: '49 canary and 200 live page views, 50 of each needed' });
    expect(judgeCanary({ ...healthy, pageViews: 10 }, healthy).verdict).toBe('wait');
  });

  it('is healthy within the margins: a little noise is no rollback', () => {
    expect(judgeCanary(healthy, { ...healthy, errors: 5, p75InpMs: 160, p75LcpMs: 1_600 })).toEqual({ verdict: 'healthy' });
    // 25 % slower but by less than the margin on a fast page
    expect(judgeCanary({ ...healthy, p75InpMs: 40 }, { ...healthy, p75InpMs: 80 })).toEqual({ verdict: 'healthy' });
  });

  it('is worse, with every reason, when it errs, fails to load, answers 5xx or is slower beyond them', () => {
    const verdict = judgeCanary(healthy, { pageViews: 100, errors: 10, loadFailures: 40, serverPages: 100, serverErrors: 3, p75InpMs: 400, p75LcpMs: 2_500 });
    expect(verdict).toEqual({
      verdict: 'worse',
      reasons: [
        'errors per page view 10.0 % on the canary, 1.0 % live',
        'load failures and fallbacks per page view 40.0 % on the canary, 0.0 % live',
        'server errors (5xx) per page view 3.0 % on the canary, 0.0 % live',
        'p75 INP 400 ms on the canary, 120 ms live',
        'p75 LCP 2500 ms on the canary, 1400 ms live',
      ],
    });
  });

  it('compares times only when both sides measured them', () => {
    expect(judgeCanary({ ...healthy, p75InpMs: undefined }, { ...healthy, p75InpMs: 5_000 })).toEqual({ verdict: 'healthy' });
  });

  it("takes a team's thresholds", () => {
    expect(judgeCanary(healthy, { ...healthy, pageViews: 5, errors: 5 }, { ...DEFAULT_CANARY_THRESHOLDS, minPageViews: 5 }).verdict).toBe('worse');
  });
});
