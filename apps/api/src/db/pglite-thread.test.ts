import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, targetFor } from './client.js';

const onPglite = !process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'seva-buffers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** shared_buffers of a fresh embedded database opened as the server opens it, with `env` added. */
async function sharedBuffers(name: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dataDir, name), ...env });
  const database = await openDatabase(targetFor(config));
  try {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers ?? '';
  } finally {
    await database.close();
  }
}

describe.skipIf(!onPglite)('the embedded database thread', () => {
  // Two fresh databases are made (initdb and migrations each): some 8 s alone, past 20 s on a busy CI machine.
  it('keeps a 16 MB page cache unless PGLITE_SHARED_BUFFERS_MB sizes it', { timeout: 90_000 }, async () => {
    expect(await sharedBuffers('default')).toBe('16MB');
    expect(await sharedBuffers('sized', { PGLITE_SHARED_BUFFERS_MB: '48' })).toBe('48MB');
  });
});
