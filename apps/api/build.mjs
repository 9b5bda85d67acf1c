// @ts-check
/**
 * Compiles the API for production: src/cluster.ts (which imports main.ts) bundled by
 * esbuild into dist/, with the workspace's own TypeScript (@seva/contracts)
 * inside and every npm dependency left to node_modules. `npm start` runs
 * dist/cluster.js with plain Node: no TypeScript loader at start (issue 18).
 * Files read at run time (migrations, the PGlite worker, page Markdown, demo
 * media) stay where they are (src/paths.ts).
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { cluster: 'src/cluster.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code behind a dynamic import (Razorpay, PayPal, S3 and SMTP adapters, ...) becomes its own chunk, so
  // the npm packages only it imports load when it does, not at start (an unsplit bundle hoists them).
  splitting: true,
  chunkNames: '[name]-[hash]',
  // The maps are written beside the chunks, but `npm start` does not load them (issue 18, idle memory):
  // with --enable-source-maps Node parses the map of every module it loads and decodes it at the first
  // stack trace (fastify-plugin names an anonymous plugin from one at start), ~30 MiB of heap in each
  // API process. `NODE_OPTIONS=--enable-source-maps` maps stack traces to src/ again.
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  // Some dependencies are CommonJS that `require` Node's modules: give the ES module bundle a require.
  banner: {
    js: "import { createRequire as __sevaRequire } from 'node:module'; const require = __sevaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
