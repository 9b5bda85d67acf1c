import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from './test/app.js';

describe('storage configuration', () => {
  it('is local disk by default', () => {
    expect(testConfig().storage).toEqual({ provider: 'local' });
  });

  it('STORAGE_PROVIDER=s3 needs S3_BUCKET and S3_PUBLIC_URL', () => {
    const needs = /STORAGE_PROVIDER=s3 needs S3_BUCKET and S3_PUBLIC_URL/;
    expect(() => testConfig({ STORAGE_PROVIDER: 's3' })).toThrow(needs);
    expect(() => testConfig({ STORAGE_PROVIDER: 's3', S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(needs);
    expect(() => testConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'seva-media' })).toThrow(needs);
    expect(() => testConfig({ STORAGE_PROVIDER: 'gcs' })).toThrow(/STORAGE_PROVIDER/);
  });

  it('STORAGE_PROVIDER=s3 needs a private bucket of its own for ID documents', () => {
    const base = { STORAGE_PROVIDER: 's3', S3_BUCKET: 'seva-media', S3_PUBLIC_URL: 'https://cdn.example.in' };
    const needs = /STORAGE_PROVIDER=s3 needs S3_PRIVATE_BUCKET, a private bucket other than S3_BUCKET/;
    expect(() => testConfig(base)).toThrow(needs);
    expect(() => testConfig({ ...base, S3_PRIVATE_BUCKET: 'seva-media' })).toThrow(needs);
    expect(testConfig({ ...base, S3_PRIVATE_BUCKET: 'seva-private' }).storage).toMatchObject({
      bucket: 'seva-media',
      privateBucket: 'seva-private',
    });
  });

  it('takes both static keys or neither', () => {
    const base = {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'seva-media',
      S3_PRIVATE_BUCKET: 'seva-private',
      S3_PUBLIC_URL: 'https://cdn.example.in',
    };
    expect(() => testConfig({ ...base, S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => testConfig({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('defaults to AWS in Mumbai with the default credential chain', () => {
    const config = testConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'seva-media',
      S3_PRIVATE_BUCKET: 'seva-private',
      S3_PUBLIC_URL: 'https://cdn.example.in/',
    });
    expect(config.storage).toEqual({
      provider: 's3',
      bucket: 'seva-media',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://cdn.example.in',
      privateBucket: 'seva-private',
    });
  });

  it('reads an S3-compatible endpoint, path style and static keys', () => {
    const config = testConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'seva-media',
      S3_PRIVATE_BUCKET: 'seva-private',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.seva.example.in',
    });
    expect(config.storage).toMatchObject({
      region: 'auto',
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    });
    expect(() => testConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('recharge configuration', () => {
  it('is the sandbox by default, 1111 numbers pending for 20 s', () => {
    expect(testConfig().recharge).toEqual({ provider: 'sandbox', pendingMs: 20_000 });
    expect(testConfig({ RECHARGE_SANDBOX_PENDING_SECONDS: '3' }).recharge).toEqual({
      provider: 'sandbox',
      pendingMs: 3_000,
    });
    expect(() => testConfig({ RECHARGE_SANDBOX_PENDING_SECONDS: '-1' })).toThrow(/RECHARGE_SANDBOX_PENDING_SECONDS/);
  });

  it('RECHARGE_PROVIDER=aggregator needs RECHARGE_AGGREGATOR_URL and RECHARGE_AGGREGATOR_TOKEN', () => {
    const needs = /RECHARGE_PROVIDER=aggregator needs RECHARGE_AGGREGATOR_URL and RECHARGE_AGGREGATOR_TOKEN/;
    expect(() => testConfig({ RECHARGE_PROVIDER: 'aggregator' })).toThrow(needs);
    expect(() => testConfig({ RECHARGE_PROVIDER: 'aggregator', RECHARGE_AGGREGATOR_TOKEN: 'tok' })).toThrow(needs);
    expect(() =>
      testConfig({ RECHARGE_PROVIDER: 'aggregator', RECHARGE_AGGREGATOR_URL: 'https://api.aggregator.example.in' }),
    ).toThrow(needs);
    expect(() => testConfig({ RECHARGE_AGGREGATOR_URL: 'not a url' })).toThrow(/RECHARGE_AGGREGATOR_URL/);
    expect(() => testConfig({ RECHARGE_PROVIDER: 'paytm' })).toThrow(/RECHARGE_PROVIDER/);
  });

  it('reads the aggregator URL and token', () => {
    const config = testConfig({
      RECHARGE_PROVIDER: 'aggregator',
      RECHARGE_AGGREGATOR_URL: 'https://api.aggregator.example.in',
      RECHARGE_AGGREGATOR_TOKEN: 'tok-123',
    });
    expect(config.recharge).toEqual({
      provider: 'aggregator',
      baseUrl: 'https://api.aggregator.example.in',
      token: 'tok-123',
    });
  });
});

describe('process count (WEB_CONCURRENCY)', () => {
  const shared = { DATABASE_URL: 'postgres://db.example.in/seva', REDIS_URL: 'redis://redis.example.in:6379' };

  it('is one process on embedded PGlite or without Redis, one per core on PostgreSQL + Redis', () => {
    expect(testConfig().webConcurrency).toBe(1);
    expect(testConfig({ DATABASE_URL: shared.DATABASE_URL }).webConcurrency).toBe(1);
    expect(testConfig(shared).webConcurrency).toBe(availableParallelism());
    expect(testConfig({ ...shared, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('refuses several processes that could not share their state', () => {
    const needs = /WEB_CONCURRENCY above 1 needs DATABASE_URL and REDIS_URL/;
    expect(() => testConfig({ WEB_CONCURRENCY: '2' })).toThrow(needs);
    expect(() => testConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(needs);
    expect(() => testConfig({ WEB_CONCURRENCY: '2', REDIS_URL: shared.REDIS_URL })).toThrow(needs);
    expect(testConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => testConfig({ ...shared, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('push configuration', () => {
  it('generates a VAPID key pair into DATA_DIR once, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-vapid-'));
    const first = testConfig({ DATA_DIR: dataDir }).push;
    expect(first).toMatchObject({ provider: 'sandbox', vapid: { subject: 'mailto:support@seva.example.in' } });
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(testConfig({ DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
  });

  it('takes configured keys (both or neither), and needs them for web-push in production', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(testConfig({ ...keys, PUSH_PROVIDER: 'web-push' }).push).toMatchObject({
      provider: 'web-push',
      vapid: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
    });
    expect(() => testConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set together or not at all/);
    expect(() => testConfig({ NODE_ENV: 'production', PUSH_PROVIDER: 'web-push' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => testConfig({ VAPID_SUBJECT: 'support@seva.example.in' })).toThrow(/mailto:/);
  });
});
