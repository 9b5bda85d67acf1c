/**
 * The Milan Sathi chat bench (the connections issue; issue 18's chat rows),
 * shared by `npm run bench:sockets` (sockets.ts) and `npm run bench`
 * (run.ts, rows labelled "Seva chat"): starts the server on a fresh
 * database holding `members` members in accepted pairs on a paid plan, logs
 * every member in by OTP, opens one WebSocket per member and measures
 *   - the server's memory per connected socket (RSS before and after, from
 *     /proc, after a settle);
 *   - message delivery, for each count in `senders`: that many closed-loop
 *     senders each POST a message to a partner and wait until the partner's
 *     socket gets it as `message:new` (which the client acknowledges, as the
 *     web does), for `durationS` seconds after one unmeasured message each
 *     (which opens the sender's HTTP connection): latency from the POST to
 *     the event (ms) and messages delivered per second.
 * Loopback only; DATABASE_URL measures PostgreSQL instead of embedded PGlite.
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

export interface ChatBenchOptions {
  port: number;
  /** Connected members (even: they come in pairs). */
  members: number;
  /** Closed-loop sender counts, measured one after another on the same sockets. */
  senders: readonly number[];
  durationS: number;
}

/** One sender count's delivery figures (latencies in ms). */
export interface ChatDelivery {
  senders: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export interface ChatBenchResult {
  members: number;
  loginS: number;
  connectS: number;
  connectP50: number;
  connectP99: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  kibPerSocket: number;
  deliveries: ChatDelivery[];
}

/** The resident memory of process `pid` itself (every thread, no children), in MiB (Linux /proc). */
function ownRssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** The ids of process `pid`'s child processes (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

/** The resident memory of process `pid` and its children (the API processes of a cluster), in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  return ownRssMiB(pid) + childrenOf(pid).reduce((sum, child) => sum + rssMiB(child), 0);
}

/**
 * The resident memory of process `pid` alone and of each of its children
 * (with their own children), in MiB: for a cluster, the primary and each API
 * process, so one process can be held against a per-process goal.
 */
export function rssByProcess(pid: number): { own: number; children: number[] } {
  return { own: ownRssMiB(pid), children: childrenOf(pid).map(rssMiB) };
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

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Migrates a fresh database (DATA_DIR `dataDir`, or DATABASE_URL) and inserts the members; answers the pairs. */
async function prepareMembers(dataDir: string, members: number): Promise<BenchPair[]> {
  const database = await openDatabase(targetFor({ databaseUrl: process.env.DATABASE_URL, dataDir }));
  try {
    await database.migrate();
    return await insertSocketMembers(database.db, members);
  } finally {
    await database.close();
  }
}

/** Runs the chat bench (see the module note); the server and sockets are gone when it resolves. */
export async function measureChat(options: ChatBenchOptions): Promise<ChatBenchResult> {
  const { port, members } = options;
  if (members % 2 !== 0) throw new Error('the chat bench needs an even member count (members come in pairs)');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-chat-'));
  const pairs = await prepareMembers(dataDir, members);
  const { child: seva } = startSeva(dataDir, port, { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' });
  // A crash must not leave the server running (it holds the bench's stderr open).
  const killSeva = () => seva.kill('SIGTERM');
  process.once('exit', killSeva);
  const sockets: Socket[] = [];
  try {
    await waitFor(`${base}/api/readyz`);
    const mobiles = pairs.flatMap((pair) => [pair.a, pair.b]);
    let started = performance.now();
    const logins = await inBatches(mobiles, 16, (mobile, i) =>
      loginByOtp(base, mobile, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
    );
    const loginS = (performance.now() - started) / 1000;
    const tokenOf = new Map(mobiles.map((mobile, i) => [mobile, logins[i]!.token]));

    await sleep(2000);
    const rssBeforeMiB = rssMiB(seva.pid!);
    started = performance.now();
    const connectMs: number[] = [];
    const byMobile = new Map<string, Socket>();
    await inBatches(mobiles, 50, async (mobile) => {
      const t0 = performance.now();
      const socket = await connect(base, tokenOf.get(mobile)!);
      connectMs.push(performance.now() - t0);
      sockets.push(socket);
      byMobile.set(mobile, socket);
    });
    const connectS = (performance.now() - started) / 1000;
    await sleep(3000);
    const rssAfterMiB = rssMiB(seva.pid!);

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

    /** Sends one message from `sender`'s turn `turn` and answers its latency (ms), POST to `message:new`. */
    const sendOne = async (senders: number, sender: number, turn: number): Promise<number> => {
      const pair = pairs[(sender + turn * senders) % pairs.length]!;
      const from = turn % 2 === 0 ? pair.a : pair.b;
      const clientId = randomUUID();
      const t0 = performance.now();
      const delivered = new Promise<number>((resolve) => waiting.set(clientId, resolve));
      await post(
        `${base}/api/conversations/${pair.conversationId}/messages`,
        { clientId, body: `Namaste, message ${turn} from bench sender ${sender}` },
        tokenOf.get(from),
      );
      const at = await Promise.race([delivered, sleep(15_000).then(() => NaN)]);
      waiting.delete(clientId);
      if (Number.isNaN(at)) throw new Error(`message ${clientId} was not delivered within 15 s of sending`);
      return at - t0;
    };

    const deliveries: ChatDelivery[] = [];
    for (const senders of options.senders) {
      // Each sender's first message opens its HTTP connection: sent before the clock starts. (At a saturated
      // server those first requests queue for seconds, one connection after another, which is not delivery.)
      await Promise.all(Array.from({ length: senders }, (_, sender) => sendOne(senders, sender, 0)));
      const latencies: number[] = [];
      const deadline = performance.now() + options.durationS * 1000;
      const measureStart = performance.now();
      await Promise.all(
        Array.from({ length: senders }, async (_, sender) => {
          for (let turn = 1; performance.now() < deadline; turn++) latencies.push(await sendOne(senders, sender, turn));
        }),
      );
      const elapsed = (performance.now() - measureStart) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      deliveries.push({
        senders,
        delivered: latencies.length,
        perSecond: latencies.length / elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      });
      // Let the last receipts land before the next sender count starts.
      await sleep(1000);
    }
    const connectSorted = [...connectMs].sort((a, b) => a - b);
    return {
      members,
      loginS,
      connectS,
      connectP50: percentile(connectSorted, 50),
      connectP99: percentile(connectSorted, 99),
      rssBeforeMiB,
      rssAfterMiB,
      kibPerSocket: ((rssAfterMiB - rssBeforeMiB) * 1024) / members,
      deliveries,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    const exited = new Promise((resolve) => seva.once('exit', resolve));
    killSeva();
    await Promise.race([exited, sleep(15_000)]);
    process.off('exit', killSeva);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The label of run.ts's chat rows ("chat" in it, so BENCH_ONLY=chat selects them). */
export const CHAT_ROWS_LABEL = 'Seva chat';
/** The sender counts issue 18 sets goals for. */
const CHAT_ROW_SENDERS = [10, 50];

/**
 * run.ts's chat rows: measureChat with BENCH_SOCKETS members (default
 * 1,000) on `port`, 10 then 50 senders for `durationS` each; prints one row
 * per sender count (delivered/s, delivery p50/p99, memory per socket).
 */
export async function printChatRows(port: number, durationS: number): Promise<void> {
  const members = Number(process.env.BENCH_SOCKETS ?? 1000);
  const result = await measureChat({ port, members, senders: CHAT_ROW_SENDERS, durationS });
  const label = (senders: number) => `${CHAT_ROWS_LABEL}, ${members.toLocaleString('en')} sockets, ${senders} senders`;
  console.log(
    `\n${'chat (REST send → socket delivery)'.padEnd(44)} ${'msg/s'.padStart(10)} ${'p50 ms'.padStart(8)} ` +
      `${'p99 ms'.padStart(8)} ${'KiB/socket'.padStart(11)}`,
  );
  for (const d of result.deliveries) {
    console.log(
      label(d.senders).padEnd(44),
      d.perSecond.toFixed(0).padStart(10),
      d.p50.toFixed(1).padStart(8),
      d.p99.toFixed(1).padStart(8),
      result.kibPerSocket.toFixed(1).padStart(11),
    );
  }
}
