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
import { customersToJoin } from '../customers/service.js';
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

/**
 * Session `sessionId` unless revoked, with its customer's id, role, admin
 * areas and mobile, and when it expires (the caller checks expiry against its
 * own clock); null when unknown or revoked. One statement: the session joined
 * with the customers module's customersToJoin. plugins/authenticate.ts keeps
 * the answer in the session cache.
 */
export async function unrevokedSession(db: Db | Tx, sessionId: string) {
  const customer = customersToJoin(db);
  const [row] = await db
    .select({
      id: customer.id,
      role: customer.role,
      adminAreas: customer.adminAreas,
      mobile: customer.mobile,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(customer, eq(customer.id, sessions.customerId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row ?? null;
}
