/**
 * The member's daily new-matches e-mail setting (issue 22, Matches: "opt-out
 * from the dashboard"): on unless the member turned it off; kept in
 * milan_match_emails beside the day it was last sent.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { requireOwnProfile } from '../profiles/profiles.js';
import { findMember } from '../shared/members.js';
import { milanMatchEmails } from '../tables.js';

/** Whether the e-mail is on, and whether the member's e-mail address is verified (none is sent without). */
export interface MatchEmailSetting {
  enabled: boolean;
  emailVerified: boolean;
}

async function settingOf(db: Db, memberId: string): Promise<MatchEmailSetting> {
  const [row] = await db
    .select({ enabled: milanMatchEmails.enabled })
    .from(milanMatchEmails)
    .where(eq(milanMatchEmails.customerId, memberId));
  const member = await findMember(db, memberId);
  return { enabled: row?.enabled ?? true, emailVerified: member?.emailVerified ?? false };
}

/**
 * The daily new-matches e-mail setting of `memberId` (GET
 * /api/users/me/match-emails). Throws 404 (profile_required) without a
 * Milan Sathi profile.
 */
export async function getMatchEmails(db: Db, memberId: string): Promise<MatchEmailSetting> {
  await requireOwnProfile(db, memberId);
  return settingOf(db, memberId);
}

/**
 * Turns `memberId`'s daily new-matches e-mail on or off (PUT
 * /api/users/me/match-emails) and answers the setting; the day it was last
 * sent is kept. Throws 404 (profile_required) without a Milan Sathi profile.
 */
export async function setMatchEmails(db: Db, memberId: string, enabled: boolean): Promise<MatchEmailSetting> {
  await requireOwnProfile(db, memberId);
  await db
    .insert(milanMatchEmails)
    .values({ customerId: memberId, enabled })
    .onConflictDoUpdate({ target: milanMatchEmails.customerId, set: { enabled } });
  return settingOf(db, memberId);
}
