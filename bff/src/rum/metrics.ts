import client from 'prom-client';
import type { RumEvent, RumVital } from '@ama/contracts/rum';
import { RUM_OTHER } from '@ama/contracts/rum';
import type { RumLabelValues } from './labels';

/*
 * The real-user series on /metrics (docs/rum.md, docs/rum-grafana-dashboard.json): a histogram per vital
 * and a counter per signal, each labelled remote, release, page_type and side (labels.ts bounds them).
 * Histograms in seconds, as Prometheus measures time; CLS has no unit.
 */

const LABELS = ['remote', 'release', 'page_type', 'side'] as const;

/**
 * The error names counted by name (an `error_name` label); any other name is `other`. The language's
 * own, the DOM's common ones, a chunk that failed to load, and a rejection with no Error.
 */
export const RUM_ERROR_NAMES = [
  'Error',
  'TypeError',
  'ReferenceError',
  'SyntaxError',
  'RangeError',
  'URIError',
  'EvalError',
  'AggregateError',
  'ChunkLoadError',
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'NotAllowedError',
  'NotFoundError',
  'NotSupportedError',
  'SecurityError',
  'InvalidStateError',
  'QuotaExceededError',
  'DataCloneError',
  'UnhandledRejection',
] as const;
const ERROR_NAMES = new Set<string>(RUM_ERROR_NAMES);

/** The bucket bounds of each vital, around its "good" and "poor" thresholds (web.dev) and the shop's budgets (LCP 2 s, CLS 0.02). */
export const RUM_BUCKETS: Record<RumVital, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 2, 3, 5],
  CLS: [0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

type Labels = Record<string, string>;
type Metric = client.Histogram<string> | client.Counter<string>;

export class RumMetrics {
  private readonly vitals: Record<RumVital, client.Histogram<string>>;
  private readonly pageViews: client.Counter<string>;
  private readonly errors: client.Counter<string>;
  private readonly loadFailures: client.Counter<string>;
  private readonly fallbacks: client.Counter<string>;
  private readonly sampleRate: client.Gauge<string>;
  /** Each metric's name (prom-client's types do not show it). */
  private readonly names = new Map<Metric, string>();
  /** The series made for each remote and release ('remote\0release'), so a dropped release's series can go. */
  private readonly series = new Map<string, Map<string, { metric: Metric; labels: Labels }>>();

  constructor(registry: client.Registry) {
    const registers = [registry];
    const named = <M extends Metric>(name: string, metric: M): M => {
      this.names.set(metric, name);
      return metric;
    };
    const histogram = (name: string, help: string, vital: RumVital) =>
      named(name, new client.Histogram({ name, help, labelNames: LABELS, buckets: RUM_BUCKETS[vital], registers }));
    this.vitals = {
      LCP: histogram('rum_lcp_seconds', "Largest Contentful Paint of real page loads, by the loaded route's remote, release, page type and side.", 'LCP'),
      INP: histogram('rum_inp_seconds', "Interaction to Next Paint of real page views, by the loaded route's remote, release, page type and side.", 'INP'),
      TTFB: histogram('rum_ttfb_seconds', "Time to first byte of real page loads, by the loaded route's remote, release, page type and side.", 'TTFB'),
      CLS: histogram('rum_cls', "Cumulative Layout Shift (unitless) of real page views, by the loaded route's remote, release, page type and side.", 'CLS'),
    };
    const counter = (name: string, help: string, extra: string[] = []) => named(name, new client.Counter({ name, help, labelNames: [...LABELS, ...extra], registers }));
    this.pageViews = counter('rum_page_views_total', 'Real page views (loads, client navigations to a new path, pages back from the bfcache), by the route owner.');
    this.errors = counter('rum_errors_total', "Uncaught errors and unhandled rejections in real pages, by the remote whose file threw (else the route's) and the error's name.", [
      'error_name',
    ]);
    this.loadFailures = counter(
      'rum_remote_load_failures_total',
      "Remotes (apps or fragments) that failed to load for good in real pages, by the failing remote and the page's type.",
    );
    this.fallbacks = counter('rum_fallbacks_total', "Fallbacks shown in real pages (an area's or a fragment's), by the remote that failed and the page's type.");
    this.sampleRate = new client.Gauge({
      name: 'rum_sample_rate',
      help: 'RUM_SAMPLE_RATE: the share of page views that report; divide the counts by it for the whole traffic.',
      // Every instance has the same setting: across a cluster, one reading, not the sum.
      aggregator: 'first',
      registers,
    });
  }

  setSampleRate(rate: number): void {
    this.sampleRate.set(rate);
  }

  /** Notes the series `labels` names in `metric` under its remote and release, then hands the metric back. */
  private count<M extends Metric>(metric: M, labels: Labels): M {
    const key = `${labels.remote}\u0000${labels.release}`;
    const made = this.series.get(key) ?? new Map<string, { metric: Metric; labels: Labels }>();
    this.series.set(key, made);
    const id = `${this.names.get(metric)}${JSON.stringify(labels)}`;
    if (!made.has(id)) made.set(id, { metric, labels });
    return metric;
  }

  record(event: RumEvent, values: RumLabelValues): void {
    const labels: Labels = { ...values };
    switch (event.kind) {
      case 'LCP':
      case 'INP':
      case 'TTFB':
        this.count(this.vitals[event.kind], labels).observe(labels, event.value / 1000);
        return;
      case 'CLS':
        this.count(this.vitals.CLS, labels).observe(labels, event.value);
        return;
      case 'page-view':
        this.count(this.pageViews, labels).inc(labels);
        return;
      case 'error': {
        const named = { ...labels, error_name: ERROR_NAMES.has(event.name) ? event.name : RUM_OTHER };
        this.count(this.errors, named).inc(named);
        return;
      }
      case 'remote-load-failure':
        this.count(this.loadFailures, labels).inc(labels);
        return;
      case 'fallback':
        this.count(this.fallbacks, labels).inc(labels);
        return;
    }
  }

  /** Removes every series of a remote's release (labels.ts no longer keeps it). */
  dropRelease(remote: string, release: string): void {
    const key = `${remote}\u0000${release}`;
    for (const { metric, labels } of this.series.get(key)?.values() ?? []) metric.remove(labels);
    this.series.delete(key);
  }
}
