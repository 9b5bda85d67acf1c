/**
 * Where the API's own files are, the same whether it runs from source
 * (src/main.ts through tsx or vitest) or compiled (dist/cluster.js and its chunks):
 * this file sits directly under src/ and every compiled file directly under dist/, so
 * one level up is apps/api either way.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The repository root: relative paths in the environment resolve against it. */
export const REPO_ROOT = join(API_ROOT, '..', '..');
/** The committed migrations (drizzle-kit's folder). */
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
/** Files the running API reads from its source tree (plain JavaScript and Markdown, not compiled). */
export const SOURCE_DIR = join(API_ROOT, 'src');
