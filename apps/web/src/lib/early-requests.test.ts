import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './auth-storage';
import { EARLY_REQUESTS_ID } from './early-requests';

/**
 * public/early-requests.js is served as it is (no build step), so it names the storage keys and the JSON
 * script's id as literals: they must stay the app's, or the early requests would go out for a signed-in or
 * Hindi visitor, or never.
 */
const script = readFileSync(resolve(import.meta.dirname, '../../public/early-requests.js'), 'utf8');

describe('public/early-requests.js', () => {
  it('reads the same storage keys as the app (signed-in mobile, language)', () => {
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.mobile}')`);
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.language}')`);
  });

  it('asks in English, the one language it sends for (Accept-Language, as the api client would)', () => {
    expect(script).toContain("'Accept-Language': 'en'");
  });

  it("reads the build's list from the element the prerender writes", () => {
    expect(script).toContain(`getElementById('${EARLY_REQUESTS_ID}')`);
  });
});
