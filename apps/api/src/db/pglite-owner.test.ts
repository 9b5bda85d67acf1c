/**
 * One process at a time on a PGlite data directory: a live owner (its socket
 * answers) keeps others out; a crashed owner's file (its socket gone) is
 * taken over; release removes the file.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, claimDataDir, liveOwner, ownerFileOf } from './pglite-owner.js';

/** A Unix socket server at `path` standing in for a database thread. */
const listening = (path: string) =>
  new Promise<Server>((resolve) => {
    const server = createServer((socket) => socket.end());
    server.listen(path, () => resolve(server));
  });

describe('claimDataDir', () => {
  it('refuses while the owner’s socket answers, and takes over once it does not', async () => {
    const root = await mkdtemp(join(tmpdir(), 'seva-owner-'));
    const dataDir = join(root, 'pglite');
    const socket = join(root, '.s.PGSQL.5432');
    const first = await claimDataDir(dataDir);
    // Starting (no socket yet): busy too.
    await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    const server = await listening(socket);
    await first.serving(socket);
    expect(await liveOwner(dataDir)).toEqual({ pid: process.pid, socket });
    await expect(claimDataDir(dataDir)).rejects.toThrow(/is open in process \d+/);

    // The owner dies without releasing: its socket stops answering, the file stays.
    await new Promise((resolve) => server.close(resolve));
    expect(existsSync(ownerFileOf(dataDir))).toBe(true);
    expect(await liveOwner(dataDir)).toBeNull();
    const second = await claimDataDir(dataDir);
    await second.release();
    expect(existsSync(ownerFileOf(dataDir))).toBe(false);
  });

  it('takes over a torn file', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'seva-owner-')), 'pglite');
    writeFileSync(ownerFileOf(dataDir), '{"pid":');
    const claim = await claimDataDir(dataDir);
    await claim.release();
  });
});
