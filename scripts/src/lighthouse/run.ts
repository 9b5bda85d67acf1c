/**
 * `npm run lighthouse -w @seva/scripts`: builds nothing itself — run
 * `npm run build` first — then starts the server in production mode on a
 * fresh DATA_DIR (PGlite, seeded demo data, the built web app served by the
 * API) and runs Lighthouse on the home page in its default mobile emulation
 * (Moto G Power, slow 4G, 4× CPU slowdown) with Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Prints the four category scores
 * (0–100) and the main metrics; LIGHTHOUSE_PATH picks another page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3320;
const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
const page = process.env.LIGHTHOUSE_PATH ?? '/';

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      JWT_SECRET: 'lighthouse-only-jwt-secret-0123456789abcdefgh',
      OTP_SECRET: 'lighthouse-only-otp-secret-0123456789abcdefgh',
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/readyz`);
    const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    console.log(`\nLighthouse ${result.lhr.lighthouseVersion}, ${page}, mobile emulation\n`);
    for (const category of Object.values(categories)) {
      console.log(category.title.padEnd(16), String(Math.round((category.score ?? 0) * 100)).padStart(4));
    }
    console.log('');
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(audits[id]?.title.padEnd(28), audits[id]?.displayValue);
    }
    const shifts = (audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] })
      ?.items;
    for (const shift of shifts ?? [])
      console.log(`Layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 140)}`);
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    for (const audit of failing) {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      console.log(`\nFailing: ${audit.id} (${audit.title})`);
      for (const item of items.slice(0, 5)) if (item.node?.snippet) console.log(`  ${item.node.snippet.slice(0, 160)}`);
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
