import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';

/**
 * /metrics with INSTANCES > 1 (node:cluster): a scrape lands on one worker, but Prometheus must see the
 * shop, not half of it. The worker asks the primary, which gathers every worker's registries with
 * prom-client's AggregatorRegistry (counters and histograms summed, each metric's `aggregator` says
 * otherwise) and sends the text back. The primary serves no HTTP itself, so this is the only way in.
 */
const REQUEST = 'ama:cluster-metrics-request';
const ANSWER = 'ama:cluster-metrics-answer';
/** prom-client gives up on a silent worker after 5 s; the asking worker waits a little longer. */
const ANSWER_WITHIN_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: string;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answer the workers' requests with the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<MetricsRequest>) => {
    if (message?.type !== REQUEST || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies MetricsAnswer),
      (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id, error: error.message } satisfies MetricsAnswer),
    );
  });
}

/** In a worker: which registries the primary collects from this process (once, when the app is made). */
export function shareWithPrimary(registries: client.Registry[]): void {
  // Constructing one registers prom-client's worker-side listener; setRegistries says what it reports.
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries(registries);
}

export const inClusterWorker = () => cluster.isWorker && typeof process.send === 'function';

/** In a worker: the cluster's metrics, in Prometheus' text format, from the primary. */
export function clusterMetricsFromPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: Partial<MetricsAnswer>) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (typeof message.text === 'string') resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('The primary did not answer with the metrics in time'));
    }, ANSWER_WITHIN_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
