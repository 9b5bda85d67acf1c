// @ts-check
/**
 * The embedded database's own thread (docs/decisions/006): PGlite, served
 * over the PostgreSQL wire protocol on a Unix socket by
 * @electric-sql/pglite-socket, so the API reaches it through node-postgres
 * exactly as it reaches a real PostgreSQL and its queries never run on the
 * thread that parses HTTP.
 *
 * Plain JavaScript, so the same file runs as a worker from source (tsx,
 * vitest) and from the compiled server, with no loader in the thread.
 *
 * workerData: { dataDir?: string, loadDataDir?: Uint8Array, sharedBuffersMb: number, socketPath: string }
 * (db/pglite-thread.ts PgliteWorkerData). Posts `{ ready: true }` once
 * listening, or `{ error }` if PGlite cannot open; on the message 'close' it
 * stops listening, closes PGlite (flushing its files) and posts 'closed'.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir, loadDataDir, sharedBuffersMb, socketPath } = workerData;

try {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    // PostgreSQL's page cache, inside this thread's memory (db/pglite-thread.ts DEFAULT_SHARED_BUFFERS_MB).
    postgresqlconf: [`shared_buffers = ${sharedBuffersMb}MB`],
  });
  // PGlite is one backend: the pool on the API side holds one connection (a second slot lets it reconnect while the old one closes).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  port.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    port.postMessage('closed');
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
