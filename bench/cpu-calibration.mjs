// The CPU slowdown that makes Lighthouse's emulated device the same on any host.
//
// Lighthouse's mobile preset slows the CPU by a fixed 4×, which emulates its reference phone only on a
// host whose `benchmarkIndex` is about 1500. This machine read 706 to 1621 within one hour, so a fixed
// 4× emulated a phone more than twice as fast at one moment as at another. Dividing the host's index
// by the device's index instead gives the slowdown that brings this host down to that device, whatever
// the host's speed at the moment.

/** The emulated devices' `benchmarkIndex`: the phone (4× on a ~1500 host) and the desktop (1× on it). */
export const DEVICE_INDEX = { mobile: 375, desktop: 1500 };

/**
 * The host index is read within these bounds. Below 375 the host is slower than the phone itself and
 * cannot emulate it (the multiplier would speed the trace up); above 3750 (10× the phone) the reading
 * is taken for a misreading rather than a host this much faster. Mobile multipliers fall within 1–10.
 */
export const HOST_INDEX_RANGE = { min: 375, max: 3750 };

/**
 * The CPU slowdown for a run whose host measured `benchmarkIndex`: host index / device index, the host
 * index clamped to HOST_INDEX_RANGE. `clamped` says when the bounds were applied.
 */
export function cpuCalibration(benchmarkIndex, formFactor = 'mobile') {
  const deviceIndex = DEVICE_INDEX[formFactor];
  if (!deviceIndex) throw new Error(`no device index for form factor ${formFactor}`);
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Lighthouse measured no benchmarkIndex (${benchmarkIndex})`);
  const hostIndex = Math.min(HOST_INDEX_RANGE.max, Math.max(HOST_INDEX_RANGE.min, benchmarkIndex));
  return {
    benchmarkIndex: Math.round(benchmarkIndex),
    deviceIndex,
    multiplier: Number((hostIndex / deviceIndex).toFixed(2)),
    clamped: hostIndex !== benchmarkIndex,
  };
}

/** Lighthouse settings with `multiplier` as the CPU slowdown (a copy: the resolved config is shared). */
export function withCpuMultiplier(settings, multiplier) {
  return { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier: multiplier } };
}
