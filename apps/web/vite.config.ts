/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { lazyPageSources } from './scripts/lazy-page-sources.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every asset next to it; the API serves them to browsers that
    // accept them (plugins/web-app.ts, preCompressed), so a phone on a slow network downloads
    // about a quarter of the bytes without the server compressing on every request.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], exclude: [/\.map$/] }),
    lazyPageSources(fileURLToPath(new URL('.', import.meta.url))),
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
    proxy: {
      // ws: the realtime socket lives under /api too (SOCKET_PATH).
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
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
});
