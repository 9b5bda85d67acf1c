/**
 * Vite plugin: tells each lazy page which module it loads. In src/app/router.tsx every
 * `lazyPage(() => import('<specifier>'), …)` gets its loader tagged with the module's path from the
 * web root (`src/features/shop/pages/products-page.tsx`), the module's key in Vite's build manifest.
 * The prerender (src/app/prerender.tsx, scripts/prerender.ts) reads the tags of the pages a path
 * renders and lists their chunks in the page's head as modulepreloads, so they download beside the
 * entry instead of after it has run. Only the SSR build (the prerender's) is tagged. A loader that does
 * more than import (`.then(…)`) is left as is.
 */
import { relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const LAZY_IMPORT = /lazyPage\(\s*(\(\)\s*=>\s*import\(\s*'([^']+)'\s*\))(?=\s*[,)])/g;

/** The plugin; `root` is the web app's folder (vite.config's directory). */
export function lazyPageSources(root: string): Plugin {
  return {
    name: 'seva-lazy-page-sources',
    // Before the TypeScript transform, on the file as written.
    enforce: 'pre',
    async transform(code, id, options) {
      // Only the prerender reads the tags: the browser's bundle does without their bytes.
      if (!options?.ssr || !id.endsWith('/src/app/router.tsx')) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(LAZY_IMPORT)) {
        const [, loader, specifier] = match as unknown as [string, string, string];
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`lazy page ${specifier} does not resolve from ${id}`);
        const source = relative(root, resolved.id).replaceAll('\\', '/');
        const start = match.index + match[0].length - loader.length;
        out.overwrite(start, start + loader.length, `Object.assign(${loader}, { source: ${JSON.stringify(source)} })`);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
