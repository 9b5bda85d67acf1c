/**
 * "Last active" (issue 22): when a member last used Milan Sathi, written at
 * most once per TOUCH_EVERY_MS per member and shown to others only as a
 * coarse bucket (LAST_ACTIVE), never as the time itself (privacy).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { LastActive } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { indiaToday } from '../../../lib/india-dates.js';
import { milanProfiles } from '../tables.js';

/** A member's activity is written again only when the stored one is older than this (15 minutes). */
export const TOUCH_EVERY_MS = 15 * 60 * 1000;
/** Active this recently counts as `online` (twice the write interval, as the stored time may lag that much). */
export const ONLINE_WITHIN_MS = 2 * TOUCH_EVERY_MS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When this process last wrote each member's activity, so most requests skip the statement altogether. */
const touchedAt = new Map<string, number>();
/** Past this many members the memory starts again (the database's condition still holds). */
const MAX_REMEMBERED = 50_000;

/**
 * The coarse bucket of `lastActiveAt` at `now` (issue 22): `online` within
 * ONLINE_WITHIN_MS, `today` on the same India calendar day, `this_week`
 * within 7 days, `this_month` within 30, else `earlier`; null when the
 * member was never seen active.
 */
export function lastActiveBucket(lastActiveAt: Date | null, now: Date): LastActive | null {
  if (!lastActiveAt) return null;
  const ago = now.getTime() - lastActiveAt.getTime();
  if (ago < ONLINE_WITHIN_MS) return 'online';
  if (indiaToday(lastActiveAt) === indiaToday(now)) return 'today';
  if (ago < 7 * DAY_MS) return 'this_week';
  if (ago < 30 * DAY_MS) return 'this_month';
  return 'earlier';
}

/**
 * Records that member `customerId` is active at `now` (issue 22, last
 * active): one conditional UPDATE of their profile, only when the stored
 * time is older than TOUCH_EVERY_MS (or unset), and no statement at all when
 * this process wrote it that recently. `updated_at` is left alone (the
 * profile did not change). Nothing happens without a profile.
 */
export async function touchLastActive(db: Db, customerId: string, now = new Date()): Promise<void> {
  const at = now.getTime();
  const last = touchedAt.get(customerId);
  if (last !== undefined && at - last < TOUCH_EVERY_MS && at >= last) return;
  if (touchedAt.size >= MAX_REMEMBERED) touchedAt.clear();
  touchedAt.set(customerId, at);
  const p = milanProfiles;
  await db
    .update(p)
    .set({ lastActiveAt: now, updatedAt: sql`${p.updatedAt}` })
    .where(
      and(eq(p.customerId, customerId), or(isNull(p.lastActiveAt), lt(p.lastActiveAt, new Date(at - TOUCH_EVERY_MS)))),
    );
}
