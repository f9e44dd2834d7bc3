import { readFileSync } from 'node:fs';
import path from 'node:path';
import client from 'prom-client';
import { RumMetrics } from './metrics';

/** The Grafana dashboard of docs/ reads only series and labels this module exports (docs/rum.md). */
const DASHBOARD = path.join(__dirname, '..', '..', '..', 'docs', 'rum-grafana-dashboard.json');

interface Panel {
  id: number;
  type: string;
  title: string;
  targets?: { expr: string }[];
}

describe('docs/rum-grafana-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; panels: Panel[]; templating: { list: { query: unknown }[] } };
  const exprs = [
    ...dashboard.panels.flatMap(({ targets = [] }) => targets.map(({ expr }) => expr)),
    ...dashboard.templating.list.map(({ query }) => (typeof query === 'object' && query !== null ? (query as { query: string }).query : '')),
  ];

  it('asks only for the series the BFF exports', async () => {
    const registry = new client.Registry();
    new RumMetrics(registry);
    const exported = new Set(
      (await registry.getMetricsAsJSON()).flatMap(({ name, type }) => (String(type) === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name])),
    );
    const asked = new Set(exprs.flatMap((expr) => expr.match(/\brum_[a-z_]+\b/g) ?? []));
    expect([...asked].filter((name) => !exported.has(name))).toEqual([]);
    // Each kind of signal is on the dashboard.
    for (const name of [
      'rum_lcp_seconds_bucket',
      'rum_inp_seconds_bucket',
      'rum_cls_bucket',
      'rum_errors_total',
      'rum_page_views_total',
      'rum_remote_load_failures_total',
      'rum_fallbacks_total',
    ])
      expect(asked).toContain(name);
  });

  it('groups and filters by the series’ own labels only', () => {
    const labels = new Set(['le', 'remote', 'release', 'page_type', 'side', 'error_name']);
    const grouped = exprs.flatMap((expr) => [...expr.matchAll(/by \(([^)]*)\)/g)].flatMap(([, names]) => names!.split(',').map((name) => name.trim())));
    const matched = exprs.flatMap((expr) => [...expr.matchAll(/([a-z_]+)=~?"/g)].map(([, name]) => name!));
    expect([...grouped, ...matched].filter((name) => !labels.has(name))).toEqual([]);
  });

  it('is a dashboard Grafana can import: panels with ids of their own and a query each', () => {
    expect(dashboard.uid).toBe('ama-rum');
    const ids = dashboard.panels.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dashboard.panels.filter(({ type, targets }) => type !== 'row' && !targets?.length)).toEqual([]);
  });
});
