/**
 * `npm run db:backup` beside a running PGlite server: the server answers
 * SIGURG with a backup through its own pool, and the requester reads where
 * it went. (The server is this test's own process: the signal reaches it.)
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { answerBackupRequests, requestBackup } from './on-signal.js';

describe('answerBackupRequests / requestBackup', () => {
  it('takes a backup when asked and answers its file; stopped, it no longer listens', async () => {
    const ctx = await createTestApp();
    const stop = answerBackupRequests(ctx.app);
    try {
      const answer = await requestBackup(process.pid, ctx.config.backup.dir, 20_000);
      expect(answer).toMatchObject({ file: expect.stringMatching(/seva-.+\.tar\.gz$/), bytes: expect.any(Number) });
      expect('file' in answer && existsSync(answer.file)).toBe(true);
    } finally {
      stop();
      await ctx.app.close();
    }
    expect(process.listenerCount('SIGURG')).toBe(0);
  }, 30_000);
});
