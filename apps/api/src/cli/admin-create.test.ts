import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { openDatabase } from '../db/client.js';
import { customersByMobile } from '../test/customers.js';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./admin-create.ts', import.meta.url));

/** Runs the CLI against an embedded database in `dataDir`; resolves with its exit code and output. */
async function adminCreate(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('admin-create CLI', () => {
  it('exits 1 with a clear message on a bad or missing number', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-cli-'));
    const bad = await adminCreate(dataDir, ['--phone', '12345']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(MESSAGES.invalidMobile);
    const missing = await adminCreate(dataDir, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: admin-create --phone');
  });

  it('needs at least one known --area', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-cli-'));
    const none = await adminCreate(dataDir, ['--phone', '9876501234']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('--area');
    expect(none.stderr).toContain('shop, bookings, recharge, content, milan-safety, super');
    const unknown = await adminCreate(dataDir, ['--phone', '9876501234', '--area', 'shop,kitchen']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown area "kitchen"');
  });

  it('migrates the database and creates, then keeps, the admin', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-cli-'));
    const first = await adminCreate(dataDir, ['--phone', '+91 98765 01234', '--area', 'bookings', '--area', 'shop']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('9876501234');
    expect(first.stdout).toContain('created a new customer and made them an admin of shop, bookings');
    const same = await adminCreate(dataDir, ['--phone', '9876501234', '--area', 'shop,bookings']);
    expect(same.stdout).toContain('already an admin of shop, bookings; nothing changed');
    const moved = await adminCreate(dataDir, ['--phone', '9876501234', '--area', 'content']);
    expect(moved.stdout).toContain('now holds content');

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const rows = await customersByMobile(database, '9876501234');
    await database.close();
    expect(rows.map((r) => [r.role, r.adminAreas])).toEqual([['admin', ['content']]]);
  });
});
