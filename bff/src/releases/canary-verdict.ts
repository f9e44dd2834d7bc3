/**
 * Whether a canary is worse than live (docs/delivery.md#automatic-rollback): the same remote's real-user
 * signals on each side, over the same recent window, compared with thresholds a team can set. Pure: the
 * guard (canary-guard.ts) gathers the signals and acts on the verdict.
 */

/** What one side (live or canary) of one remote showed its visitors over the window (browser figures are of sampled page views). */
export interface SideSignals {
  pageViews: number;
  /** Uncaught errors in the browser on the remote's pages. */
  errors: number;
  /** The remote's code that would not load, and the fallbacks shown instead of its area. */
  loadFailures: number;
  /** Pages of the remote the server answered, and those with a 5xx (counted on the server: every page, not a sample). */
  serverPages: number;
  serverErrors: number;
  /** 75th percentiles, when any were measured. */
  p75InpMs?: number;
  p75LcpMs?: number;
}

export interface CanaryThresholds {
  /** Neither side is judged before each has this many page views in the window. */
  minPageViews: number;
  /** Errors per page view the canary may have above live's. */
  errorRateMargin: number;
  /** Load failures and fallbacks per page view the canary may have above live's. */
  loadFailureRateMargin: number;
  /** 5xx per page view the canary may have above live's. */
  serverErrorRateMargin: number;
  /** How much slower the canary's p75 INP and LCP may be than live's, as a factor (1.25 = 25 % slower)… */
  slowdownFactor: number;
  /** …and at least by how much, so a few milliseconds on a fast page are not a rollback. */
  inpMarginMs: number;
  lcpMarginMs: number;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minPageViews: 50,
  errorRateMargin: 0.02,
  loadFailureRateMargin: 0.01,
  serverErrorRateMargin: 0.01,
  slowdownFactor: 1.25,
  inpMarginMs: 50,
  lcpMarginMs: 250,
};

export type CanaryVerdict = { verdict: 'wait'; reason: string } | { verdict: 'healthy' } | { verdict: 'worse'; reasons: string[] };

const rate = (count: number, views: number) => count / views;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The canary's verdict: too few page views yet, healthy, or worse than live (with every reason). */
export function judgeCanary(live: SideSignals, canary: SideSignals, thresholds: CanaryThresholds = DEFAULT_CANARY_THRESHOLDS): CanaryVerdict {
  if (canary.pageViews < thresholds.minPageViews || live.pageViews < thresholds.minPageViews) {
    return { verdict: 'wait', reason: `${canary.pageViews} canary and ${live.pageViews} live page views, ${thresholds.minPageViews} of each needed` };
  }
  const reasons: string[] = [];
  const compareRate = (what: string, count: (side: SideSignals) => number, margin: number, views: (side: SideSignals) => number = (side) => side.pageViews) => {
    if (views(live) === 0 || views(canary) === 0) return;
    const [ofLive, ofCanary] = [rate(count(live), views(live)), rate(count(canary), views(canary))];
    if (ofCanary > ofLive + margin) reasons.push(`${what} per page view ${percent(ofCanary)} on the canary, ${percent(ofLive)} live`);
  };
  compareRate('errors', (side) => side.errors, thresholds.errorRateMargin);
  compareRate('load failures and fallbacks', (side) => side.loadFailures, thresholds.loadFailureRateMargin);
  compareRate(
    'server errors (5xx)',
    (side) => side.serverErrors,
    thresholds.serverErrorRateMargin,
    (side) => side.serverPages,
  );
  const compareTime = (what: string, ofLive: number | undefined, ofCanary: number | undefined, marginMs: number) => {
    if (ofLive === undefined || ofCanary === undefined) return;
    if (ofCanary > ofLive * thresholds.slowdownFactor && ofCanary > ofLive + marginMs)
      reasons.push(`p75 ${what} ${Math.round(ofCanary)} ms on the canary, ${Math.round(ofLive)} ms live`);
  };
  compareTime('INP', live.p75InpMs, canary.p75InpMs, thresholds.inpMarginMs);
  compareTime('LCP', live.p75LcpMs, canary.p75LcpMs, thresholds.lcpMarginMs);
  return reasons.length > 0 ? { verdict: 'worse', reasons } : { verdict: 'healthy' };
}
