/**
 * Metrics across the API processes of one `npm start` (cluster.ts,
 * docs/decisions/015-metrics.md). With WEB_CONCURRENCY above 1 a scrape of
 * GET /api/metrics reaches whichever process the primary hands the connection
 * to; that process asks the primary, which gathers every process's registry
 * over the cluster's IPC channel (prom-client's AggregatorRegistry: counters
 * and histograms summed, each metric's own `aggregator` otherwise) and answers
 * with the whole. A single process (no cluster) answers its own registry.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'seva:metrics?';
const ANSWER = 'seva:metrics';
/** prom-client's own gathering gives up after 5 s; this one a little later. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** In the cluster primary: answers each process's request for every process's metrics, aggregated. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (err: Error) =>
        worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: err.message } satisfies Answer),
    );
  });
}

let shared = false;
let asked = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/**
 * In a cluster process: lets the primary read `registry` (the process's
 * metrics) when it gathers them. Does nothing outside a cluster.
 */
export function shareWithPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry(); // installs prom-client's answer to the primary's gathering, once
  AggregatorRegistry.setRegistries([registry]);
  if (shared) return;
  shared = true;
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message);
  });
}

/**
 * The Prometheus text a scrape gets: every process's metrics when this is a
 * cluster process (asked of the primary), else `registry`'s own. Rejects when
 * the primary does not answer in time.
 */
export async function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  const answer = await new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (message) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(message);
    });
    process.send?.({ type: ASK, id } satisfies Ask);
  });
  if (answer.error !== undefined || answer.text === undefined) throw new Error(answer.error ?? 'no metrics');
  return answer.text;
}
