/**
 * `npm run bench`: starts the server (embedded PGlite on a fresh DATA_DIR,
 * seeded with the demo data) and a bare Fastify route in the same run, then
 * measures each with autocannon: requests/s, p99 latency (ms) and the ratio
 * of Seva's throughput to the bare route's. Loopback only, bounded runs.
 * The server runs with NODE_ENV=test — the production code path with the
 * sandbox outbox, so the bench logs in by OTP as a customer does and reads a
 * real cart. DATABASE_URL passes through, so it can measure PostgreSQL instead,
 * and so do REDIS_URL and WEB_CONCURRENCY (the server starts as `npm start`
 * does: `WEB_CONCURRENCY=2` measures two API processes); the header says
 * which.
 *
 * `BENCH_ONLY=milan npm run bench` measures only the routes whose label holds
 * one of the given words (the bare route always runs, for the ratio). The
 * Milan Sathi search rows run on 10,000 generated members (milan-profiles.ts),
 * inserted into the bench database before the server starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openDatabase, targetFor } from '../../../apps/api/src/db/client.js';
import { CHAT_ROWS_LABEL, printChatRows, rssByProcess } from './chat.js';
import { BENCH_PROFILE_COUNT, generateBenchProfiles } from './milan-profiles.js';
import { MILAN_SEARCHES } from './milan-searches.js';
import { buildSeva, loginByOtp, post, startSeva, waitFor, type Seva } from './server.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_PORT moves the two servers (Seva on it, bare Fastify one above) so benches can run side by side. */
const SEVA_PORT = Number(process.env.BENCH_PORT ?? 3310);
const BARE_PORT = SEVA_PORT + 1;
/**
 * BENCH_ONLY=a,b (or `--only a,b` straight to tsx; npm keeps `--only` for itself):
 * measure only the routes whose label contains one of these words.
 */
const ONLY = [
  ...(process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : []),
  ...(parseArgs({ options: { only: { type: 'string', multiple: true } } }).values.only ?? []),
]
  .flatMap((value) => value.split(','))
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (name: string) => ONLY.length === 0 || ONLY.some((word) => name.toLowerCase().includes(word));
const MILAN_PREFIX = 'Seva Milan search';
const milanName = (search: { name: string }) => `${MILAN_PREFIX}: ${search.name}`;
const NOTIFICATIONS_ROW = 'Seva GET notifications (a Milan member, 20/page)';
const MILAN_WANTED = MILAN_SEARCHES.some((search) => selected(milanName(search)));

interface Figure {
  name: string;
  rps: number;
  p99: number;
}

interface Request {
  method?: 'GET' | 'POST';
  body?: object;
  token?: string;
}

interface Scenario {
  name: string;
  url: string;
  request?: Request;
}

const scenario = (name: string, url: string, request: Request = {}): Scenario => ({ name, url, request });

async function measure(name: string, url: string, request: Request = {}): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: request.method ?? 'GET',
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts); ` +
        `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** Logs a new customer in by OTP (sandbox outbox) and fills the cart with three products. */
async function customerWithCart(base: string): Promise<{ token: string; customerId: string; mobile: string }> {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const { token, customerId } = await loginByOtp(base, mobile);
  const products = await post<{ data: { _id: string; stock: number }[] }>(`${base}/api/e-commerce/get_products`, {});
  for (const product of products.data.filter((p) => p.stock > 0).slice(0, 3)) {
    await post(`${base}/api/e-commerce/add_to_cart`, { productId: product._id }, token);
  }
  return { token, customerId, mobile };
}

/**
 * Migrates the bench database (the server's DATA_DIR, or DATABASE_URL) and
 * inserts the generated Milan Sathi members, before the server opens it.
 */
async function generateMilanMembers(dataDir: string): Promise<void> {
  const database = await openDatabase(targetFor({ databaseUrl: process.env.DATABASE_URL, dataDir }));
  try {
    await database.migrate();
    const { inserted, ms } = await generateBenchProfiles(database.db);
    console.log(
      inserted > 0
        ? `Milan: generated ${inserted} members in ${(ms / 1000).toFixed(1)} s (batched inserts, then ANALYZE)`
        : `Milan: the ${BENCH_PROFILE_COUNT} generated members are there already`,
    );
  } finally {
    await database.close();
  }
}

/** A demo member's token (e-mail + password login; README "Trying it"). */
async function milanMemberToken(base: string): Promise<string> {
  const result = await post<{ token: string }>(`${base}/api/auth/login`, {
    email: 'ananya.sharma@example.in',
    password: 'Saat-Phere-2026',
  });
  return result.token;
}

/** An answer as the bench's bare route serves it: the same bytes and content type Seva sent. */
interface Sample {
  body: string;
  contentType: string;
}

/** Seva's answer to scenario `s`, fetched once (so the bare route can serve the same bytes). */
async function sampleOf(s: Scenario): Promise<Sample> {
  const request = s.request ?? {};
  const res = await fetch(s.url, {
    method: request.method ?? 'GET',
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  if (!res.ok) throw new Error(`${s.name}: HTTP ${res.status}`);
  return { body: await res.text(), contentType: res.headers.get('content-type') ?? 'application/json' };
}

/**
 * Starts Seva on its seeded data dir again and answers how long it took to
 * answer /api/healthz (ms) and its resident memory 10 s later (MiB, the
 * started process's own and each child's): the cold start and idle memory rows.
 */
async function coldStart(
  dataDir: string,
): Promise<{ seva: Seva; startMs: number; idle: ReturnType<typeof rssByProcess> }> {
  const started = performance.now();
  const seva = startSeva(dataDir, SEVA_PORT);
  await waitFor(`http://127.0.0.1:${SEVA_PORT}/api/healthz`, 180_000, 20);
  const startMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return { seva, startMs, idle: rssByProcess(seva.child.pid!) };
}

/**
 * The idle memory row's figures: the RSS of every process in all and, for a
 * cluster, the primary's and each API process's own, which is what a
 * per-process goal compares ("423 MiB RSS in all: primary 55 MiB + 2 API
 * processes of 185 / 183 MiB").
 */
function describeIdleMemory({ own, children }: ReturnType<typeof rssByProcess>): string {
  const total = own + children.reduce((sum, mib) => sum + mib, 0);
  if (children.length === 0) return `${total.toFixed(0)} MiB RSS (one API process, every thread)`;
  const each = children.map((mib) => mib.toFixed(0)).join(' / ');
  return (
    `${total.toFixed(0)} MiB RSS in all: primary ${own.toFixed(0)} MiB + ` +
    `${children.length} API process${children.length > 1 ? 'es' : ''} of ${each} MiB`
  );
}

/** Stops a bench server and waits for it to exit. */
async function stop(seva: Seva): Promise<void> {
  const exited = new Promise((resolve) => seva.child.once('exit', resolve));
  seva.child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-'));
  if (MILAN_WANTED) await generateMilanMembers(dataDir);
  buildSeva();
  // The first start migrates and seeds; the measured one starts on that data dir, as a restart would.
  const seeding = startSeva(dataDir, SEVA_PORT);
  await waitFor(`http://127.0.0.1:${SEVA_PORT}/api/readyz`);
  await stop(seeding);
  const { seva, startMs, idle } = await coldStart(dataDir);
  const bare = Fastify();
  bare.get('/healthz', async () => ({ status: 'ok' }));
  try {
    await waitFor(`http://127.0.0.1:${SEVA_PORT}/api/readyz`);
    const base = `http://127.0.0.1:${SEVA_PORT}`;
    const shopper = await customerWithCart(base);
    const pujaList = (await (await fetch(`${base}/api/e-commerce/get_puja`)).json()) as { data: { _id: string }[] };
    const pujaId = pujaList.data[0]?._id ?? '';
    const yatraList = (await (await fetch(`${base}/api/app/customer/get_all_yatra`)).json()) as {
      data: { _id: string }[];
    };
    const yatraId = yatraList.data[0]?._id ?? '';
    const categories = (await (await fetch(`${base}/api/admin/getSeparateCategories`)).json()) as {
      results: { _id: string }[];
    };
    const subCategories = (await (
      await fetch(`${base}/api/admin/getSubCategoryByCategoryId?categoryId=${categories.results[0]?._id ?? ''}`)
    ).json()) as { results: { _id: string }[] };
    const subCategoryId = subCategories.results[0]?._id ?? '';
    const milanToken = MILAN_WANTED || selected(NOTIFICATIONS_ROW) ? await milanMemberToken(base) : '';
    const scenarios: Scenario[] = [
      scenario('Seva GET /api/healthz', `${base}/api/healthz`),
      scenario('Seva GET /api/admin/getTermsAndCondition', `${base}/api/admin/getTermsAndCondition`),
      scenario('Seva POST get_products (24 per page)', `${base}/api/e-commerce/get_products`, {
        method: 'POST',
        body: { page: 1, pageSize: 24 },
      }),
      scenario('Seva POST get_customer_cart (3 items)', `${base}/api/e-commerce/get_customer_cart`, {
        method: 'POST',
        body: { customerId: shopper.customerId },
        token: shopper.token,
      }),
      // The other signed-in reads (issue 18): who am I, two histories, a Milan member's notifications.
      scenario('Seva GET app/customer/me (the signed-in customer)', `${base}/api/app/customer/me`, {
        token: shopper.token,
      }),
      scenario('Seva POST loginRayds (the signed-in customer)', `${base}/api/user/loginRayds`, {
        method: 'POST',
        body: { user_mobile: shopper.mobile },
        token: shopper.token,
      }),
      scenario('Seva POST getCustomerOrder (order history)', `${base}/api/user/getCustomerOrder`, {
        method: 'POST',
        body: { customerId: shopper.customerId },
        token: shopper.token,
      }),
      scenario('Seva POST get_customer_puja_history', `${base}/api/e-commerce/get_customer_puja_history`, {
        method: 'POST',
        body: { customerId: shopper.customerId },
        token: shopper.token,
      }),
      scenario(NOTIFICATIONS_ROW, `${base}/api/notifications?page=1&pageSize=20`, { token: milanToken }),
      scenario('Seva GET get_puja (16 pujas)', `${base}/api/e-commerce/get_puja`),
      scenario('Seva GET get_puja_details/:id', `${base}/api/e-commerce/get_puja_details/${pujaId}`),
      scenario('Seva GET get_all_yatra (7 yatras)', `${base}/api/app/customer/get_all_yatra`),
      scenario('Seva POST yatra_details_by_id', `${base}/api/app/customer/yatra_details_by_id`, {
        method: 'POST',
        body: { id: yatraId },
      }),
      scenario('Seva POST recharge/lookup (operator, circle)', `${base}/api/recharge/lookup`, {
        method: 'POST',
        body: { number: '9876543210' },
      }),
      scenario('Seva GET recharge/plans (Jio, Delhi)', `${base}/api/recharge/plans?product_code=JIO&circle=DL`),
      scenario('Seva GET getSeparateCategories (6)', `${base}/api/admin/getSeparateCategories`),
      scenario(
        'Seva GET getVideosBySubCategoryId (12/page)',
        `${base}/api/admin/getVideosBySubCategoryId?subCategoryId=${subCategoryId}&page=1&pageSize=12`,
      ),
      scenario('Seva GET getBreakingNews', `${base}/api/user/getBreakingNews`),
      scenario('Seva GET getNewsByCategory (all, 12/page)', `${base}/api/user/getNewsByCategory?page=1&pageSize=12`),
      scenario('Seva GET getDailyDarshan (6 temples)', `${base}/api/admin/getDailyDarshan`),
      ...MILAN_SEARCHES.map((search) =>
        scenario(milanName(search), `${base}/api/users/search?${search.query}`, {
          ...(search.asMember ? { token: milanToken } : {}),
        }),
      ),
      // Matches for you (issue 22): the demo bride's mutual matches among the generated members.
      ...(['strict', 'relaxed'] as const).map((mode) =>
        scenario(milanName({ name: `member: matches ${mode}` }), `${base}/api/users/matches?mode=${mode}`, {
          token: milanToken,
        }),
      ),
    ].filter((s) => selected(s.name));
    for (const s of scenarios.filter((s) => s.name.startsWith(MILAN_PREFIX))) {
      const headers: Record<string, string> = s.request?.token ? { authorization: `Bearer ${s.request.token}` } : {};
      const page = (await (await fetch(s.url, { headers })).json()) as { total: number };
      console.log(`${s.name}: ${page.total} matches`);
    }
    const samples = [];
    for (const [i, s] of scenarios.entries()) {
      const sample = await sampleOf(s);
      bare.route({
        method: s.request?.method ?? 'GET',
        url: `/same-bytes/${i}`,
        handler: async (_request, reply) => reply.type(sample.contentType).send(sample.body),
      });
      samples.push(sample);
    }
    await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
    // Each row prints as soon as it is measured, so a later failure keeps the earlier figures.
    console.log(`\nSeva: ${seva.description}`);
    console.log(
      `cold start on a migrated, seeded data dir: /api/healthz answered after ${(startMs / 1000).toFixed(2)} s`,
    );
    console.log(`idle memory 10 s after /api/healthz: ${describeIdleMemory(idle)}`);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
    console.log('each row against a bare Fastify route serving the same bytes, measured just before it\n');
    console.log(
      'route'.padEnd(44),
      'req/s'.padStart(8),
      'p99 ms'.padStart(8),
      'bare req/s'.padStart(11),
      'ratio'.padStart(7),
    );
    const print = (f: Figure, bareRps: number) =>
      console.log(
        f.name.padEnd(44),
        f.rps.toFixed(0).padStart(8),
        f.p99.toFixed(1).padStart(8),
        bareRps.toFixed(0).padStart(11),
        (f.rps / (bareRps || 1)).toFixed(3).padStart(7),
      );
    const bareFigure = await measure('bare Fastify GET /healthz', `http://127.0.0.1:${BARE_PORT}/healthz`);
    print(bareFigure, bareFigure.rps);
    for (const [i, s] of scenarios.entries()) {
      const sameBytes = await measure(`bare ${s.name}`, `http://127.0.0.1:${BARE_PORT}/same-bytes/${i}`, {
        ...(s.request?.method ? { method: s.request.method } : {}),
        ...(s.request?.body ? { body: s.request.body } : {}),
      });
      print(await measure(s.name, s.url, s.request), sameBytes.rps);
    }
    console.log(`(answers' sizes: ${samples.map((sample) => sample.body.length).join(', ')} bytes)`);
    // The chat rows (chat.ts) run their own server with 1,000 members, two ports above Seva's.
    if (selected(CHAT_ROWS_LABEL)) await printChatRows(SEVA_PORT + 2, DURATION_S);
  } finally {
    await stop(seva);
    await bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
