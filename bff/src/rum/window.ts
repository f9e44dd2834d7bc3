import type { RumEvent, RumSide } from '@ama/contracts/rum';

/*
 * A sliding window of the real-user signals per remote and side, kept in this process's memory: what an
 * automatic canary decision compares (a canary's errors per page view and p75 INP/LCP against live's).
 * Prometheus keeps the long history; this answers "the last few minutes" without a query. Each process
 * has its own (with INSTANCES > 1, each worker sees the beacons it answered: the ratios compare, the
 * counts are a share).
 */

/** What a remote's side did within the window. Counts are of sampled page views (RUM_SAMPLE_RATE). */
export interface RumWindowCounts {
  remote: string;
  side: RumSide;
  /** The window's length (ms) and its end (epoch ms). */
  windowMs: number;
  at: number;
  pageViews: number;
  errors: number;
  loadFailures: number;
  fallbacks: number;
  /** Pages of the remote the server answered on this side, and how many of them with a 5xx (server-pages.ts, not sampled). */
  serverPages: number;
  serverErrors: number;
  /** The 75th percentile of the INP and LCP values reported (ms); null without any. */
  p75InpMs: number | null;
  p75LcpMs: number | null;
  /** How many INP and LCP values were reported (the percentiles' weight). */
  inpCount: number;
  lcpCount: number;
}

/** Keys (remote, side, release) kept before those past the window are looked for. */
const KEYS_BEFORE_PRUNING = 64;

/** Values kept per slot and vital; past it a slot keeps a uniform sample (reservoir), weighted by what it saw. */
const SAMPLES_PER_SLOT = 256;

interface Sample {
  seen: number;
  values: number[];
}

interface Slot {
  start: number;
  pageViews: number;
  errors: number;
  loadFailures: number;
  fallbacks: number;
  serverPages: number;
  serverErrors: number;
  inp: Sample;
  lcp: Sample;
}

const emptySlot = (start: number): Slot => ({
  start,
  pageViews: 0,
  errors: 0,
  loadFailures: 0,
  fallbacks: 0,
  serverPages: 0,
  serverErrors: 0,
  inp: { seen: 0, values: [] },
  lcp: { seen: 0, values: [] },
});

export interface RumWindowOptions {
  /** The window's length (ms), 10 minutes by default. */
  windowMs?: number;
  /** Its granularity (ms), a minute by default: the window slides by this much. */
  slotMs?: number;
  now?: () => number;
  /** For the reservoir's choice (tests). */
  random?: () => number;
}

/** The weighted 75th percentile of the slots' samples: each kept value stands for seen / kept values of its slot. */
function p75(samples: Sample[]): number | null {
  const weighted = samples.flatMap(({ seen, values }) => values.map((value) => ({ value, weight: seen / values.length })));
  if (weighted.length === 0) return null;
  weighted.sort((a, b) => a.value - b.value);
  const total = weighted.reduce((sum, { weight }) => sum + weight, 0);
  let sum = 0;
  for (const { value, weight } of weighted) {
    sum += weight;
    if (sum >= total * 0.75) return value;
  }
  return weighted[weighted.length - 1]!.value;
}

export class RumWindow {
  readonly windowMs: number;
  private readonly slotMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  /** Per 'remote\0side\0release', its slots, oldest first. */
  private readonly slots = new Map<string, Slot[]>();

  constructor({ windowMs = 10 * 60_000, slotMs = 60_000, now = Date.now, random = Math.random }: RumWindowOptions = {}) {
    this.windowMs = windowMs;
    this.slotMs = slotMs;
    this.now = now;
    this.random = random;
  }

  private current(remote: string, side: RumSide, release: string, at: number): Slot[] {
    const key = `${remote}\u0000${side}\u0000${release}`;
    // Releases come and go: a key whose slots are all past the window is let go (checked as keys grow).
    if (this.slots.size > KEYS_BEFORE_PRUNING) {
      for (const [known, kept] of this.slots) if ((kept.at(-1)?.start ?? 0) <= at - this.windowMs) this.slots.delete(known);
    }
    const start = at - (at % this.slotMs);
    const slots = (this.slots.get(key) ?? []).filter((slot) => slot.start > at - this.windowMs);
    if (slots[slots.length - 1]?.start !== start) slots.push(emptySlot(start));
    this.slots.set(key, slots);
    return slots;
  }

  private keep(sample: Sample, value: number): void {
    sample.seen += 1;
    if (sample.values.length < SAMPLES_PER_SLOT) sample.values.push(value);
    else {
      const at = Math.floor(this.random() * sample.seen);
      if (at < SAMPLES_PER_SLOT) sample.values[at] = value;
    }
  }

  /** One event of a beacon, under its remote and side labels (labels.ts). */
  record(event: RumEvent, remote: string, side: RumSide, at: number = this.now()): void {
    const slots = this.current(remote, side, event.release, at);
    const slot = slots[slots.length - 1]!;
    if (event.kind === 'page-view') slot.pageViews += 1;
    else if (event.kind === 'error') slot.errors += 1;
    else if (event.kind === 'remote-load-failure') slot.loadFailures += 1;
    else if (event.kind === 'fallback') slot.fallbacks += 1;
    else if (event.kind === 'INP') this.keep(slot.inp, event.value);
    else if (event.kind === 'LCP') this.keep(slot.lcp, event.value);
  }

  /** A page of `remote` the server answered on `side` (a canary's 5xx count against it; the browser cannot report those). */
  recordServerPage(remote: string, side: RumSide, status: number, release: string, at: number = this.now()): void {
    const slots = this.current(remote, side, release, at);
    const slot = slots[slots.length - 1]!;
    slot.serverPages += 1;
    if (status >= 500) slot.serverErrors += 1;
  }

  /**
   * What `remote` on `side` did in the window that ends now: of one release when named (a canary is
   * judged on its own build's page views, never on an earlier canary's), else of all.
   */
  counts(remote: string, side: RumSide, { release, at = this.now() }: { release?: string; at?: number } = {}): RumWindowCounts {
    const prefix = `${remote}\u0000${side}\u0000`;
    const slots = [...this.slots.entries()]
      .filter(([key]) => (release === undefined ? key.startsWith(prefix) : key === prefix + release))
      .flatMap(([, kept]) => kept)
      .filter((slot) => slot.start > at - this.windowMs && slot.start <= at);
    const sum = (pick: (slot: Slot) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
    return {
      remote,
      side,
      windowMs: this.windowMs,
      at,
      pageViews: sum((slot) => slot.pageViews),
      errors: sum((slot) => slot.errors),
      loadFailures: sum((slot) => slot.loadFailures),
      fallbacks: sum((slot) => slot.fallbacks),
      serverPages: sum((slot) => slot.serverPages),
      serverErrors: sum((slot) => slot.serverErrors),
      p75InpMs: p75(slots.map((slot) => slot.inp)),
      p75LcpMs: p75(slots.map((slot) => slot.lcp)),
      inpCount: sum((slot) => slot.inp.seen),
      lcpCount: sum((slot) => slot.lcp.seen),
    };
  }
}
