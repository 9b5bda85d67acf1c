/**
 * Test helpers for `npm start`'s entry (cluster.ts) run as real processes:
 * a free port, and a run whose JSON log lines (pino) are kept for the test
 * to read (which process listens, which one closed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LogLine {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

export interface ClusterRun {
  child: ChildProcess;
  lines: LogLine[];
  exited: Promise<number | null>;
  /** The processes that logged they listen, in order. */
  listening(): number[];
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs cluster.ts as `npm start` does (no demo data, no web app, 127.0.0.1), with `env` on top. */
export function startCluster(env: NodeJS.ProcessEnv): ClusterRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'seva-cluster-')),
      JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
      OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      ...env,
    },
  });
  const lines: LogLine[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr?.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () => [...new Set(lines.filter((l) => l.msg.startsWith('Server listening')).map((l) => l.pid))];
  return { child, lines, exited, listening };
}
