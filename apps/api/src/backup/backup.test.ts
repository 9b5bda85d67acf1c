/**
 * The restore round-trip, through the real code on real databases: a
 * database with shop orders, payments, Milan chats and uploaded files is
 * backed up, restored into an empty PGlite data directory (and, with
 * TEST_DATABASE_URL, into a new PostgreSQL database), and every table's row
 * count and checksum, every sequence and an uploaded file's bytes must come
 * back the same. A restore into a target that holds anything is refused and
 * changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@seva/contracts';
import type { Config } from '../config.js';
import { openDatabase, targetFor, type Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { createTestApp, testConfig, type TestContext } from '../test/app.js';
import { seedShop } from '../test/demo-seed.js';
import { injectAs } from '../test/login.js';
import { connectedPair, sent } from '../test/milan-chat.js';
import { payByCard } from '../test/payments.js';
import { catalogueOf, shopper } from '../test/shop.js';
import { SESSION_SETTINGS, listSequences, listTables, tableChecksum, type Sql } from './catalog.js';
import { createBackup, type BackupResult } from './create.js';
import { listFiles } from './files.js';
import { restoreBackup } from './restore.js';
import { TargetNotEmptyError } from './restore-target.js';

let ctx: TestContext;
let backup: BackupResult;
let source: Awaited<ReturnType<typeof stateOf>>;
/** Bytes of every value 0–255, stored as an upload and as a private file. */
const upload = randomBytes(4096);

/** Every table's rows and checksum and every sequence, read in one snapshot through `database`. */
async function stateOf(database: Database) {
  const client = await database.connect();
  const sql: Sql = async (text, params) => (await client.query(text, params)).rows;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    const tables: Record<string, { rows: number; checksum: string }> = {};
    for (const table of await listTables(sql)) tables[table.name] = await tableChecksum(sql, table);
    const sequences = await listSequences(sql);
    await client.query('COMMIT');
    return { tables, sequences };
  } finally {
    client.release();
  }
}

/** The state of the database `config` names, opened the way the server opens it. */
async function stateAt(config: Config) {
  const database = await openDatabase(targetFor(config));
  try {
    return await stateOf(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  await seedShop(app.db, app.providers);
  const [a, b] = await catalogueOf(app);
  const { who, cart, addressId } = await shopper(app, [
    { productId: a!._id, quantity: 2 },
    { productId: b!._id, quantity: 1 },
  ]);
  const paid = await payByCard(app, who, cart.totalPrice);
  const ordered = await injectAs(app, who.token, {
    method: 'POST',
    url: '/api/e-commerce/order_product',
    payload: { customerName: 'प्रिया वर्मा "Priya"\tVerma', addressId, ...paid },
  });
  expect(ordered.json<{ data: Order }>().data._id).toMatch(/^[0-9a-f]{24}$/);
  const pair = await connectedPair(app);
  await sent(app, pair.a, pair.conversationId, 'नमस्ते 🙏 — line one\nline two, a tab\there, a backslash \\N');
  await sent(app, pair.b, pair.conversationId, 'Namaste ji');
  await app.providers.storage.put('backup-test/every-byte.bin', upload, 'application/octet-stream');
  await app.providers.privateFiles.put('backup-test/document.bin', upload, 'application/octet-stream');

  backup = await createBackup(ctx.config, ctx.database);
  source = await stateOf(ctx.database);
});
afterAll(async () => ctx.app.close());

describe('npm run db:backup', () => {
  it('writes one timestamped archive whose manifest holds the migrations, each table’s rows and checksum and the files', () => {
    expect(backup.file).toMatch(/\/backups\/seva-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    const { manifest } = backup;
    expect(manifest.source.engine).toBe(ctx.databaseUrl ? 'postgresql' : 'pglite');
    expect(manifest.migrations.count).toBeGreaterThan(30);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    // Two payments: the order's, and Rahul's Milan Sathi plan (connectedPair).
    expect(rows).toMatchObject({ orders: 1, payments: 2, milan_messages: 2 });
    expect(manifest.tables.map((t) => [t.name, { rows: t.rows, checksum: t.checksum }])).toEqual(
      Object.entries(source.tables),
    );
    expect(manifest.files?.uploads.files).toBeGreaterThan(1);
    expect(manifest.files?.private.files).toBeGreaterThanOrEqual(1);
  });
});

describe('npm run db:restore', () => {
  it('restores into an empty PGlite data directory: the same rows, checksums, sequences and file bytes', async () => {
    const config = testConfig();
    const summary = await restoreBackup(config, backup.file);
    expect(summary.tables.every((table) => table.ok)).toBe(true);
    expect(await stateAt(config)).toEqual(source);
    expect(await readFile(join(config.dataDir, 'uploads', 'backup-test', 'every-byte.bin'))).toEqual(upload);
    expect(await readFile(join(config.dataDir, 'private', 'backup-test', 'document.bin'))).toEqual(upload);
    expect(summary.files).toEqual(backup.manifest.files);

    // Again into the same, now full, place: refused before anything is written.
    const files = await listFiles(join(config.dataDir, 'uploads'));
    await expect(restoreBackup(config, backup.file)).rejects.toBeInstanceOf(TargetNotEmptyError);
    expect(await listFiles(join(config.dataDir, 'uploads'))).toEqual(files);
    expect(await stateAt(config)).toEqual(source);
  }, 60_000);

  it('refuses a data directory whose database is not empty, writing no file', async () => {
    const config = testConfig();
    mkdirSync(join(config.dataDir, 'pglite'));
    writeFileSync(join(config.dataDir, 'pglite', 'PG_VERSION'), '17\n');
    await expect(restoreBackup(config, backup.file)).rejects.toThrow(/is not empty/);
    expect(await readFile(join(config.dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect((await listFiles(join(config.dataDir, 'uploads'))).paths).toEqual([]);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('into PostgreSQL (TEST_DATABASE_URL)', () => {
    const serverUrl = (name: string) => process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`);
    const name = `seva_restore_${newId()}`;
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: serverUrl('postgres') });
      await admin.connect();
      await admin.query(`create database "${name}"`);
    });
    afterAll(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });

    it('restores into a new, empty database; a second restore into it is refused and changes nothing', async () => {
      const config = testConfig({ DATABASE_URL: serverUrl(name) });
      const summary = await restoreBackup(config, backup.file);
      expect(summary.tables.every((table) => table.ok)).toBe(true);
      expect(await stateAt(config)).toEqual(source);
      expect(await readFile(join(config.dataDir, 'uploads', 'backup-test', 'every-byte.bin'))).toEqual(upload);

      const again = testConfig({ DATABASE_URL: serverUrl(name) });
      await expect(restoreBackup(again, backup.file)).rejects.toThrow(/is not empty/);
      expect(await stateAt(config)).toEqual(source);
      expect((await listFiles(join(again.dataDir, 'uploads'))).paths).toEqual([]);
    }, 60_000);
  });
});
