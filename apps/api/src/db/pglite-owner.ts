/**
 * One process at a time on an embedded PGlite data directory: two PGlite
 * instances writing the same files corrupt them, and PGlite has no
 * postmaster.pid of its own to stop it. The owner writes `<dataDir>.owner`
 * (0600) naming its pid and the Unix socket its database thread serves;
 * another process (a second server, `npm run db:backup`) finding that file
 * probes the socket: it answers → refused; it does not → a crashed owner's
 * leftover, taken over. A socket path lives in a fresh temporary directory,
 * so, unlike a pid, it cannot be reused by an unrelated process after a
 * restart. docs/decisions/016.
 */
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';

/** Thrown when another live process has the data directory open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `PGlite's data directory ${dataDir} is open in process ${pid} (the API server?); two processes must never open it.`,
    );
  }
}

interface OwnerFile {
  pid: number;
  /** The socket of the owner's database thread; null while it starts. */
  socket: string | null;
}

/** A file that names no socket yet is taken as starting for this long, then as left over. */
const STARTING_MS = 60_000;

/** The owner file of `dataDir`. */
export const ownerFileOf = (dataDir: string): string => `${dataDir.replace(/\/+$/, '')}.owner`;

/** True when a Unix socket at `path` accepts a connection within a second (a hang counts as alive). */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path });
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(true));
  });
}

/** The live owner of `dataDir` (its pid and socket), or null when none. */
export async function liveOwner(dataDir: string): Promise<OwnerFile | null> {
  const file = ownerFileOf(dataDir);
  let owner: OwnerFile;
  try {
    owner = JSON.parse(await readFile(file, 'utf8')) as OwnerFile;
  } catch {
    return null; // no file, or a torn one from a crash
  }
  if (owner.socket) return (await answers(owner.socket)) ? owner : null;
  const age = Date.now() - (await stat(file)).mtimeMs;
  return age < STARTING_MS ? owner : null;
}

/**
 * Claims `dataDir` for this process before PGlite opens it. Answers
 * `serving(socket)`, to call once the thread listens, and `release()`.
 * Throws DataDirInUseError when a live process owns it.
 */
export async function claimDataDir(
  dataDir: string,
): Promise<{ serving(socket: string): Promise<void>; release(): Promise<void> }> {
  const file = ownerFileOf(dataDir);
  const owner = await liveOwner(dataDir);
  if (owner) throw new DataDirInUseError(dataDir, owner.pid);
  await unlink(file).catch(() => {});
  const write = (socket: string | null, flag: string) =>
    writeFile(file, JSON.stringify({ pid: process.pid, socket } satisfies OwnerFile), { flag, mode: 0o600 });
  try {
    await write(null, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DataDirInUseError(dataDir, NaN);
    throw error;
  }
  return {
    serving: (socket) => write(socket, 'w'),
    release: () => unlink(file).catch(() => {}),
  };
}
