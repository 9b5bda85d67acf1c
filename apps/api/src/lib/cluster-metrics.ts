/**
 * Metrics across the API processes of one `npm start` (cluster.ts,
 * docs/decisions/015-metrics.md). With WEB_CONCURRENCY above 1 a scrape of
 * GET /api/metrics reaches whichever process the primary hands the connection
 * to; that process asks the primary, which asks every process that has its
 * registry ready over the cluster's IPC channel and merges the answers with
 * prom-client's `AggregatorRegistry.aggregate` (counters and histograms
 * summed, each metric's own `aggregator` otherwise). A process still starting
 * is left out (it has counted nothing yet) rather than holding the scrape up;
 * one that leaves while asked is left out too. A single process (no cluster)
 * answers its own registry.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One metric as `registry.getMetricsAsJSON()` gives it, what `AggregatorRegistry.aggregate` merges. */
type MetricJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number];

/** Worker → primary: my registry is ready to be asked. */
const READY = 'seva:metrics-ready';
/** Worker → primary: a scrape wants every process's metrics. Primary → worker: the text. */
const ASK = 'seva:metrics?';
const ANSWER = 'seva:metrics';
/** Primary → worker: your registry's metrics, please. Worker → primary: here they are. */
const GATHER = 'seva:metrics-gather';
const GATHERED = 'seva:metrics-gathered';

/** How long one process may take to hand its metrics over, and a scrape to get the whole. */
const PROCESS_TIMEOUT_MS = 3_000;
const ANSWER_TIMEOUT_MS = 5_000;

type Message =
  | { type: typeof READY }
  | { type: typeof ASK; id: number }
  | { type: typeof ANSWER; id: number; text?: string; error?: string }
  | { type: typeof GATHER; id: number }
  | { type: typeof GATHERED; id: number; metrics: MetricJson[] };

const typed = (message: unknown): Message | undefined =>
  typeof (message as Message | null)?.type === 'string' ? (message as Message) : undefined;

/** Asks `worker` for its metrics; undefined when it leaves first. Rejects when it does not answer in time. */
function gatherFrom(worker: Worker, id: number): Promise<MetricJson[] | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('disconnect', onLeave);
    };
    const onMessage = (raw: unknown) => {
      const message = typed(raw);
      if (message?.type === GATHERED && message.id === id) {
        done();
        resolve(message.metrics);
      }
    };
    const onLeave = () => {
      done();
      resolve(undefined);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`API process ${worker.process.pid} did not hand its metrics over`));
    }, PROCESS_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.once('disconnect', onLeave);
    worker.send({ type: GATHER, id } satisfies Message);
  });
}

/** In the cluster primary: answers each process's request for every process's metrics, aggregated. */
export function answerClusterMetrics(): void {
  const ready = new WeakSet<Worker>();
  let gathered = 0;
  cluster.on('message', (worker, raw: unknown) => {
    const message = typed(raw);
    if (message?.type === READY) ready.add(worker);
    if (message?.type !== ASK) return;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && w.isConnected() && ready.has(w),
    );
    Promise.all(workers.map((w) => gatherFrom(w, ++gathered)))
      .then((answers) =>
        AggregatorRegistry.aggregate(answers.filter((a): a is MetricJson[] => a !== undefined)).metrics(),
      )
      .then(
        (text) => ({ type: ANSWER, id: message.id, text }) satisfies Message,
        (err: Error) => ({ type: ANSWER, id: message.id, error: err.message }) satisfies Message,
      )
      .then((answer) => worker.isConnected() && worker.send(answer));
  });
}

let asked = 0;
const waiting = new Map<number, (answer: Extract<Message, { type: typeof ANSWER }>) => void>();

/**
 * In a cluster process: hands `registry` (the process's metrics) to the
 * primary when it gathers them, and tells it the registry is ready. Does
 * nothing outside a cluster. Call once per process.
 */
export function shareWithPrimary(registry: Registry): void {
  if (!cluster.isWorker || !process.send) return;
  process.on('message', (raw: unknown) => {
    const message = typed(raw);
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
    if (message?.type === GATHER) {
      void registry.getMetricsAsJSON().then((metrics) => {
        process.send?.({ type: GATHERED, id: message.id, metrics } satisfies Message);
      });
    }
  });
  process.send({ type: READY } satisfies Message);
}

/**
 * The Prometheus text a scrape gets: every process's metrics when this is a
 * cluster process (asked of the primary), else `registry`'s own. Rejects when
 * the primary does not answer in time or could not gather them.
 */
export async function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  const answer = await new Promise<Extract<Message, { type: typeof ANSWER }>>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (message) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(message);
    });
    process.send?.({ type: ASK, id } satisfies Message);
  });
  if (answer.error !== undefined || answer.text === undefined) throw new Error(answer.error ?? 'no metrics');
  return answer.text;
}
