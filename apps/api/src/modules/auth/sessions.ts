/**
 * Login sessions: one row per access token (its `sid` claim), checked on every
 * request by plugins/authenticate.ts (through db/session-cache.ts). Logout
 * revokes the row and forgets it in the cache, so the token is dead at once
 * even though the JWT itself has not expired.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetSessions } from '../../db/session-cache.js';
import { sessions } from './tables.js';

/** Where a login came from, kept on the session for the customer's own review. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Opens a session for `customerId` lasting SESSION_TTL_SECONDS from `now`; returns its id. */
export async function createSession(
  db: Db | Tx,
  customerId: string,
  client: ClientInfo,
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      customerId,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no session');
  return row.id;
}

/** Revokes session `sessionId` of `customerId` (logout); a second call changes nothing. */
export async function revokeSession(db: Db, customerId: string, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  forgetSessions([sessionId]);
}

/**
 * Ends every live session of `customerId` inside `tx` and returns their ids
 * (for closing their sockets after commit).
 */
export async function revokeAllSessions(tx: Db | Tx, customerId: string, now = new Date()): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = rows.map((row) => row.id);
  forgetSessions(ids);
  return ids;
}
