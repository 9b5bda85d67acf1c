/**
 * zod as every schema of Seva uses it: the package's modules and the web take `z` from here.
 * In a browser zod would probe for eval (`new Function`) to compile faster object parsers; the
 * web's Content-Security-Policy forbids eval, so the probe is a CSP violation on every page that
 * builds a schema. Importing `z` through this module turns the probe off there before any schema
 * exists. The API (no `document`) keeps the compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
