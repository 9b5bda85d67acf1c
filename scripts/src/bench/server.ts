/**
 * What the benches share: the Seva API started as its own process on a
 * bench DATA_DIR (NODE_ENV=test: the production code path plus the dev
 * outbox, so a bench logs in by OTP like a customer), waiting for a URL,
 * JSON POSTs and the OTP login itself.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../apps/api/src/config.js';

const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url));

/** The environment the bench starts Seva with: `env` adds or overrides variables. */
function sevaEnv(dataDir: string, port: number, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefghijkl',
    OTP_SECRET: 'bench-only-otp-secret-0123456789abcdefghijkl',
    SERVE_WEB: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    // The production upkeep (NODE_ENV=test turns it off): statistics for the planner, as a running server has them.
    PGLITE_VACUUM_INTERVAL_SECONDS: '600',
    ...env,
  };
}

export interface Seva {
  child: ChildProcess;
  /** What it runs on, for a bench's header: "2 API processes, PostgreSQL + Redis". */
  description: string;
}

/**
 * Starts Seva as `npm start` does (the compiled apps/api/dist/cluster.js, which
 * buildSeva makes: WEB_CONCURRENCY API processes, from the environment) on
 * 127.0.0.1:`port` with `dataDir`; `env` adds or overrides variables. Throws
 * on a configuration Seva would refuse. BENCH_CPU_PROF=dir writes each
 * server process's V8 CPU profile (`--cpu-prof`) into dir when it exits.
 */
export function startSeva(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Seva {
  const environment = sevaEnv(dataDir, port, env);
  const config = loadConfig(environment);
  const processes = `${config.webConcurrency} API process${config.webConcurrency > 1 ? 'es' : ''}`;
  const storage = config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/cluster.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: environment,
  });
  return { child, description: `${processes}, ${storage}${config.redisUrl ? ' + Redis' : ''}` };
}

/** Compiles the API (apps/api/build.mjs) into dist/, as `npm start` does first. */
export function buildSeva(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
}

/** Resolves once `url` answers 2xx, asking every `everyMs`; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 180_000, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** POSTs `body` as JSON (with a bearer `token` and extra `headers`); throws on a non-2xx answer. */
export async function post<T>(
  url: string,
  body: object,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Logs `mobile` in by OTP read from the dev outbox; `forwardedFor` stands for
 * the person's own network (the server must run with TRUST_PROXY=true).
 * Answers the access token and the customer id.
 */
export async function loginByOtp(
  base: string,
  mobile: string,
  forwardedFor?: string,
): Promise<{ token: string; customerId: string }> {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  await post(`${base}/api/app/customer/user_login`, { phoneNumber: mobile }, undefined, headers);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${mobile}`)).json()) as { data: { code?: string }[] };
  const otp = outbox.data.find((item) => item.code)?.code ?? '';
  const verified = await post<{ data: { accessToken: string; _id: string } }>(
    `${base}/api/app/customer/otp_verify`,
    { phone: mobile, otp },
    undefined,
    headers,
  );
  return { token: verified.data.accessToken, customerId: verified.data._id };
}
