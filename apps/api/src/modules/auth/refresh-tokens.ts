/**
 * Refresh tokens (docs/decisions/005-session-tokens.md): each session holds
 * one live refresh token, `<sessionId>.<32 random bytes, base64url>`, of which
 * only the SHA-256 is stored. Using it rotates it; a token used again after
 * it was replaced means it was copied, and ends the session — except within
 * REUSE_GRACE_MS, when two tabs of one browser refreshed at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { forgetSessions } from '../../db/session-cache.js';
import { sessions } from './tables.js';

/** Two tabs refreshing with the same cookie at once: the later one is not a thief. */
const REUSE_GRACE_MS = 30_000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** `<24-hex session id>.<43 base64url characters>`: anything else is refused before the database sees it. */
const TOKEN_PATTERN = /^([0-9a-f]{24})\.([\w-]{43})$/;

/** The session id a well-formed refresh token names, or null (the refresh route's rate-limit key). */
export function sessionIdOf(token: string | undefined): string | null {
  return TOKEN_PATTERN.exec(token ?? '')?.[1] ?? null;
}
const tokenOf = (sessionId: string, secret: string) => `${sessionId}.${secret}`;

/** A fresh refresh token for session `sessionId`, replacing (and remembering) the one it had. */
async function rotate(db: Db, sessionId: string, replacing: string | null, now: Date): Promise<string | null> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(sessions)
    .set({ refreshHash: hashSecret(secret), prevRefreshHash: replacing, refreshRotatedAt: now })
    .where(and(eq(sessions.id, sessionId), replacing === null ? undefined : eq(sessions.refreshHash, replacing)))
    .returning({ id: sessions.id });
  return row ? tokenOf(sessionId, secret) : null;
}

/** The first refresh token of session `sessionId` (just opened by a login). */
export async function issueRefreshToken(db: Db, sessionId: string, now = new Date()): Promise<string> {
  const token = await rotate(db, sessionId, null, now);
  if (!token) throw new Error(`session ${sessionId} vanished before its refresh token`);
  return token;
}

/**
 * Trades refresh token `presented` (whatever a cookie held: a malformed one
 * never reaches the database) for the session it belongs to and, unless
 * a parallel refresh just rotated it, its next refresh token (`token`, null
 * when the cookie the browser holds is already the newest). Throws 401
 * MESSAGES.unauthorized for an unknown, malformed, revoked or expired one;
 * a replaced token used after the grace ends its session first.
 */
export async function useRefreshToken(
  db: Db,
  presented: string,
  now = new Date(),
): Promise<{ customerId: string; sessionId: string; token: string | null }> {
  const [, sessionId = '', secret = ''] = TOKEN_PATTERN.exec(presented) ?? [];
  const [session] = sessionId ? await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1) : [];
  if (!session || session.revokedAt || session.expiresAt <= now) {
    throw httpErrors.unauthorized(MESSAGES.unauthorized);
  }
  const hash = hashSecret(secret);
  const found = { customerId: session.customerId, sessionId };
  if (hash === session.refreshHash) {
    const token = await rotate(db, sessionId, hash, now);
    return { ...found, token };
  }
  const rotatedAt = session.refreshRotatedAt?.getTime() ?? 0;
  if (hash === session.prevRefreshHash && now.getTime() - rotatedAt < REUSE_GRACE_MS) return { ...found, token: null };
  if (hash === session.prevRefreshHash) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    forgetSessions([sessionId]);
  }
  throw httpErrors.unauthorized(MESSAGES.unauthorized);
}
