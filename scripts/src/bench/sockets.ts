/**
 * `npm run bench:sockets -w @seva/scripts` (the connections issue's bench):
 * starts the server on a fresh embedded database holding BENCH_SOCKETS
 * members (default 1,000) in accepted pairs on a paid plan, logs every
 * member in by OTP, opens one WebSocket per member and measures
 *   - the server's memory per connected socket (RSS before and after, from
 *     /proc, after a settle);
 *   - message delivery: BENCH_SENDERS closed-loop senders (default 50) each
 *     POST a message to a partner and wait until the partner's socket gets
 *     it as `message:new` (which the client acknowledges, as the web does),
 *     for BENCH_DURATION seconds (default 10): latency p50/p99/max from the
 *     POST to the event, and messages delivered per second.
 * Loopback only; the figures go in the issue note and the README.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ChatMessage } from '@seva/contracts';
import { openDatabase, targetFor } from '../../../apps/api/src/db/client.js';
import { loginByOtp, post, startSeva, waitFor } from './server.js';
import { insertSocketMembers, type BenchPair } from './socket-members.js';

const MEMBERS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_PORT moves the server so benches can run side by side. */
const PORT = Number(process.env.BENCH_PORT ?? 3312);
const BASE = `http://127.0.0.1:${PORT}`;

/** The resident memory of process `pid` and its children (the API processes of a cluster), in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return Number(line?.[1] ?? 0) / 1024 + children.reduce((sum, child) => sum + rssMiB(Number(child)), 0);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` over `items` with `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

function connect(token: string): Promise<Socket> {
  const socket = io(BASE, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function main(): Promise<void> {
  if (MEMBERS % 2 !== 0) throw new Error('BENCH_SOCKETS must be even (members come in pairs)');
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-sockets-'));
  const database = await openDatabase(targetFor({ databaseUrl: process.env.DATABASE_URL, dataDir }));
  let pairs: BenchPair[];
  try {
    await database.migrate();
    pairs = await insertSocketMembers(database.db, MEMBERS);
  } finally {
    await database.close();
  }
  const seva = startSeva(dataDir, PORT, { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' });
  // A crash must not leave the server running (it holds the bench's stderr open).
  process.once('exit', () => seva.child.kill('SIGTERM'));
  const sockets: Socket[] = [];
  try {
    await waitFor(`${BASE}/api/readyz`);
    const mobiles = pairs.flatMap((pair) => [pair.a, pair.b]);
    let started = performance.now();
    const logins = await inBatches(mobiles, 16, (mobile, i) =>
      loginByOtp(BASE, mobile, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
    );
    console.log(`${MEMBERS} members logged in by OTP in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const tokenOf = new Map(mobiles.map((mobile, i) => [mobile, logins[i]!.token]));

    await sleep(2000);
    const rssBefore = rssMiB(seva.child.pid!);
    started = performance.now();
    const connectMs: number[] = [];
    const byMobile = new Map<string, Socket>();
    await inBatches(mobiles, 50, async (mobile) => {
      const t0 = performance.now();
      const socket = await connect(tokenOf.get(mobile)!);
      connectMs.push(performance.now() - t0);
      sockets.push(socket);
      byMobile.set(mobile, socket);
    });
    const connectAll = performance.now() - started;
    await sleep(3000);
    const rssAfter = rssMiB(seva.child.pid!);

    // Every receiver acknowledges what it gets (as the web client does) and settles the sender's wait;
    // the sender's own socket also hears its message (the echo to a member's other devices): not a delivery.
    const waiting = new Map<string, (at: number) => void>();
    mobiles.forEach((mobile, i) => {
      const socket = byMobile.get(mobile)!;
      const ownId = logins[i]!.customerId;
      socket.on('message:new', (message: ChatMessage) => {
        if (message.senderId === ownId) return;
        socket.emit('message:delivered', { ids: [message._id] });
        waiting.get(message.clientId)?.(performance.now());
      });
    });

    const latencies: number[] = [];
    const deadline = performance.now() + DURATION_S * 1000;
    const measureStart = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async (_, worker) => {
        for (let turn = 0; performance.now() < deadline; turn++) {
          const pair = pairs[(worker + turn * SENDERS) % pairs.length]!;
          const from = turn % 2 === 0 ? pair.a : pair.b;
          const clientId = randomUUID();
          const t0 = performance.now();
          const delivered = new Promise<number>((resolve) => waiting.set(clientId, resolve));
          await post(
            `${BASE}/api/conversations/${pair.conversationId}/messages`,
            { clientId, body: `Namaste, message ${turn} from bench sender ${worker}` },
            tokenOf.get(from),
          );
          const at = await Promise.race([delivered, sleep(10_000).then(() => NaN)]);
          if (Number.isNaN(at)) throw new Error(`message ${clientId} was not delivered within 10 s of sending`);
          latencies.push(at - t0);
          waiting.delete(clientId);
        }
      }),
    );
    const elapsed = (performance.now() - measureStart) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const connectSorted = [...connectMs].sort((a, b) => a - b);
    const perSocketKiB = ((rssAfter - rssBefore) * 1024) / MEMBERS;

    console.log(`\nSeva: ${seva.description}`);
    console.log(`sockets: ${MEMBERS} connected in ${(connectAll / 1000).toFixed(1)} s (50 at a time)`);
    console.log(
      `  connect p50 ${percentile(connectSorted, 50).toFixed(1)} ms, p99 ${percentile(connectSorted, 99).toFixed(1)} ms`,
    );
    console.log(
      `  server RSS ${rssBefore.toFixed(0)} MiB → ${rssAfter.toFixed(0)} MiB: ${perSocketKiB.toFixed(1)} KiB per socket`,
    );
    console.log(`messages: ${SENDERS} closed-loop senders, ${DURATION_S} s, REST send → socket delivery`);
    console.log(
      `  ${latencies.length} delivered, ${(latencies.length / elapsed).toFixed(0)} messages/s; ` +
        `latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    seva.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
