/**
 * Starts embedded PGlite on its own worker thread (db/pglite-worker.ts) and
 * answers the node-postgres settings that reach it: a Unix socket in a
 * private (0700) temporary directory, named as PostgreSQL names its own, so
 * `new pg.Pool({ host: dir, port })` connects as to a local server.
 * docs/decisions/006 says why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SOURCE_DIR } from '../paths.js';

/** What the API thread hands the database thread (db/pglite-worker.mjs). */
interface PgliteWorkerData {
  /** The data directory; unset = in memory. */
  dataDir?: string;
  /** A data-directory dump (`PGlite.dumpDataDir`) to start from, as bytes. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** PostgreSQL's shared_buffers, in MiB. */
  sharedBuffersMb: number;
  /** The Unix socket to listen on. */
  socketPath: string;
}

/** The thread's code: plain JavaScript beside this file, so it runs with no loader from source and compiled alike. */
const WORKER_FILE = join(SOURCE_DIR, 'db', 'pglite-worker.mjs');

/**
 * PGlite's page cache (shared_buffers) unless configured (PGLITE_SHARED_BUFFERS_MB): 16 MiB.
 * PostgreSQL's 128 MiB default held ~100 MiB more of the idle API's memory with no gain on
 * this product's data (a few tens of MiB with 10,000 Milan members): PGlite reads its pages
 * through the operating system's file cache, which keeps the rest warm (issue 18 bench:
 * Milan search and the cart read at 16, 32 and 128 MiB were within run-to-run noise).
 */
export const DEFAULT_SHARED_BUFFERS_MB = 16;

/** The socket's "port": the file is `<dir>/.s.PGSQL.<port>`, as node-postgres and libpq expect. */
const SOCKET_PORT = 5432;

export interface PgliteThread {
  /** node-postgres connection settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops the socket server, closes PGlite (its files flushed) and ends the thread. */
  close(): Promise<void>;
}

/**
 * Opens PGlite on `dataDir` (in memory without it, from the `loadDataDir`
 * dump when given) in a worker thread. Rejects with PGlite's own error when
 * it cannot open.
 */
export async function startPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Uint8Array<ArrayBuffer>;
  sharedBuffersMb?: number;
}): Promise<PgliteThread> {
  const socketDir = mkdtempSync(join(tmpdir(), 'seva-db-'));
  const data: PgliteWorkerData = {
    ...options,
    sharedBuffersMb: options.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB,
    socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  const worker = new Worker(WORKER_FILE, { workerData: data });
  const cleanUp = () => rmSync(socketDir, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited (${code}) before it was ready`)));
      worker.once('message', (message: { ready?: true; error?: string }) =>
        message.ready ? resolve() : reject(new Error(`PGlite could not open: ${message.error}`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    cleanUp();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  worker.on('error', (error) => {
    // Nothing can answer queries any more: fail the process (main.ts shuts down, a supervisor restarts it).
    setImmediate(() => {
      throw error;
    });
  });
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async close() {
      await new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
      await worker.terminate();
      cleanUp();
    },
  };
}
