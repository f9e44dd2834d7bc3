// One Lighthouse run whose CPU slowdown comes from the host's own speed during that run.
//
// Lighthouse's `navigation()` is `navigationGather()` then `Runner.audit()`; this calls the two halves
// itself (the installed Lighthouse's own modules, as its -G/-A modes do) so that the audit can use the
// `benchmarkIndex` the gather measured, on about:blank just before loading the page. With simulated
// throttling (both presets) the page loads unthrottled and the multiplier only enters at the audit,
// where Lantern scales every main-thread task by it: gathering before choosing it loses nothing.
// One exception: the gather's requestIdleCallback shim caps `deadline.timeRemaining()` by the preset's
// multiplier (40 ms / 4); the shop only schedules with requestIdleCallback and never reads it.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { cpuCalibration, withCpuMultiplier } from './cpu-calibration.mjs';

/**
 * Gathers `url` in the Chrome listening on `port` with `config` (undefined: the mobile preset), then
 * audits it with the CPU slowdown of cpu-calibration.mjs. Returns Lighthouse's result and the calibration
 * (the gather's benchmarkIndex and the multiplier used); `result.lhr.configSettings.throttling` shows it too.
 */
export async function calibratedLighthouse(url, { port, formFactor = 'mobile', config = undefined, extraHeaders = undefined }) {
  const flags = { port, output: 'json', logLevel: 'error', extraHeaders };
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags });
  const calibration = cpuCalibration(artifacts.BenchmarkIndex, formFactor);
  // Runner.audit refuses settings that differ from the gather's, so both get the calibrated copy; a
  // fresh cache, so nothing the gather computed with the preset's multiplier is reused.
  const settings = withCpuMultiplier(runnerOptions.resolvedConfig.settings, calibration.multiplier);
  const result = await Runner.audit({ ...artifacts, settings }, { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return { ...result, calibration };
}
