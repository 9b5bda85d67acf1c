/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyPageSources } from './scripts/lazy-page-sources.ts';
import { webAppManifest } from './scripts/web-app-manifest.ts';
import { precacheShellOnly } from './scripts/shell-precache.ts';

/** Where this build writes (dist, or a test's own folder): the precache reads that build's manifest. */
let outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    { name: 'seva-out-dir', configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)) },
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every asset next to it; the API serves them to browsers that
    // accept them (plugins/web-app.ts, preCompressed), so a phone on a slow network downloads
    // about a quarter of the bytes without the server compressing on every request.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], exclude: [/\.map$/] }),
    lazyPageSources(fileURLToPath(new URL('.', import.meta.url))),
    // The installable app (issue 23, docs/decisions/014): manifest.webmanifest and dist/sw.js, built from our own
    // src/sw.ts with the shell's files to precache (the plugin adds the manifest and its <link> itself; the prerender
    // restamps index.html's revision after rewriting it, scripts/precache-revision.ts). Registered by lib/pwa/register.ts (not here: no script is added
    // to the page), never in `npm run dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      devOptions: { enabled: false },
      // The prerender's SSR build (package.json "build") renders pages; the worker is the browser build's.
      disable: isSsrBuild === true,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
        globIgnores: ['prerendered/**', 'icons/shortcut-*', 'icons/maskable-*', 'icons/apple-*', 'icons/badge-*'],
        manifestTransforms: [
          precacheShellOnly(
            () => outDir,
            [
              'src/lib/deferred-chrome.tsx',
              'src/app/layout/footer.tsx',
              'src/i18n/locales/hi/common.json',
              'src/i18n/locales/hi/layout.json',
              'src/i18n/locales/en/pwa.json',
              'src/i18n/locales/hi/pwa.json',
            ],
            ['favicon.svg', 'icons/icon-192.png'],
          ),
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React 19 has the hook; the CommonJS shim react-i18next imports only adds bytes to the first visit.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  server: {
    port: 5173,
    // xfwd: the API sees who asked (X-Forwarded-For), so with `vite --host` a phone on the network is not taken for
    // this machine by the loopback-only routes (the dev outbox, GET /api/metrics).
    proxy: {
      // ws: the realtime socket lives under /api too (SOCKET_PATH).
      '/api': { target: 'http://localhost:3000', changeOrigin: true, xfwd: true, ws: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true, xfwd: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, xfwd: true, ws: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true, xfwd: true },
    },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the prerender maps each page's lazy modules to their chunks (scripts/prerender.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than our code: their own long-lived chunk.
        // Every other library goes with the lazy page that uses it (Markdown only on static
        // pages, the admin's libraries only in the admin chunk), so a cheap phone downloads
        // only what the first page needs.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Journeys typed through user-event in jsdom take seconds on a busy 2-core CI machine; speed lives in benchmarks.
    testTimeout: 15_000,
  },
}));
