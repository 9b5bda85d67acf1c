/**
 * Browser journeys in Debian Chromium (never a downloaded browser) against the
 * built web app served by the real API on a fresh embedded database. Every
 * journey runs on its own data (a customer of its own: freshMobile), so they
 * run in parallel, test by test, in E2E_WORKERS workers (2 unless set).
 */
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/seva-e2e-${process.pid}`;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Two workers' Chromium and the one API process share two cores in CI: a journey that takes 30 s alone
  // (admin-shop, admin-puja) took 60–70 s beside another and hit a 60 s limit there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (issue 23) that would answer requests itself: page.route
    // (slowScripts and the like) never sees those, and each test's context would precache the shell. Journeys
    // run without it; journeys/pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && cd .. && npm run build && cd apps/api && node --enable-source-maps dist/cluster.js`,
    url: `${BASE_URL}/api/readyz`,
    // E2E_REUSE_SERVER=1 runs against a server already on E2E_PORT (started with the env below), skipping the build.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SERVE_WEB: 'true',
      PUBLIC_URL: BASE_URL,
      // Journeys stand for different people: see `test` in support.ts.
      TRUST_PROXY: 'true',
    },
  },
});
