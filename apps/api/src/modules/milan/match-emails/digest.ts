/**
 * The daily "new matches" e-mail (issue 22, Matches: "with at most 5
 * profiles, once a day, opt-out from the dashboard"). A pass, run hourly by
 * jobs/send-match-digests.ts, finds each member who has a Milan Sathi profile
 * that is not suspended, a verified e-mail, the e-mail left on, and no pass
 * yet on today's India date; claims the member; and e-mails their strict
 * mutual matches (matches/matches.ts newStrictMatches) whose profiles were
 * created since the member's previous pass (the last 24 hours the first
 * time), at most MATCH_DIGEST_LIMIT of them. A member with none new is
 * claimed all the same and sent nothing.
 *
 * The claim is one conditional upsert of milan_match_emails (today's date
 * and the moment) that only writes when the row is on and its date is
 * earlier: PostgreSQL's row lock makes a second process, or a second pass,
 * find the date already written and write nothing, so a member is e-mailed
 * at most once an India day. When the provider fails the claim is undone,
 * so the next pass tries again.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { MATCH_DIGEST_LIMIT } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { DAY_MS, indiaToday } from '../../../lib/india-dates.js';
import type { EmailProvider } from '../../../providers/types.js';
import { verifiedEmailsToJoin } from '../../customers/service.js';
import { newStrictMatches } from '../matches/matches.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { milanMatchEmails, milanProfiles } from '../tables.js';
import { digestMail } from './digest-mail.js';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What one pass did: members claimed, e-mails sent, e-mails the provider refused. */
export interface DigestPass {
  claimed: number;
  sent: number;
  failed: number;
}

/** Members due a digest on `today`, with where to write and the moment of their previous pass. */
async function dueMembers(db: Db, today: string) {
  const mailTo = verifiedEmailsToJoin(db);
  const p = milanProfiles;
  const m = milanMatchEmails;
  return db
    .select({
      id: p.customerId,
      email: mailTo.email,
      firstName: mailTo.firstName,
      language: mailTo.language,
      lastDigestAt: m.lastDigestAt,
    })
    .from(p)
    .innerJoin(mailTo, eq(mailTo.id, p.customerId))
    .leftJoin(m, eq(m.customerId, p.customerId))
    .where(
      and(
        isNull(p.suspendedAt),
        or(isNull(m.customerId), and(eq(m.enabled, true), or(isNull(m.lastDigestOn), lt(m.lastDigestOn, today)))),
      ),
    )
    .orderBy(p.customerId);
}

/** Claims `memberId` for `today` (see the file's comment); true when this pass won it. */
async function claim(db: Db, memberId: string, today: string, now: Date): Promise<boolean> {
  const m = milanMatchEmails;
  const rows = await db
    .insert(m)
    .values({ customerId: memberId, lastDigestOn: today, lastDigestAt: now })
    .onConflictDoUpdate({
      target: m.customerId,
      set: { lastDigestOn: today, lastDigestAt: now },
      setWhere: and(eq(m.enabled, true), or(isNull(m.lastDigestOn), lt(m.lastDigestOn, today))),
    })
    .returning({ id: m.customerId });
  return rows.length > 0;
}

/** Undoes this pass's claim of `memberId` (the provider failed): the previous pass's date and moment again. */
async function release(db: Db, memberId: string, previous: Date | null, today: string, now: Date): Promise<void> {
  const m = milanMatchEmails;
  await db
    .update(m)
    .set({
      lastDigestOn: previous ? indiaToday(previous) : null,
      lastDigestAt: previous,
    })
    .where(and(eq(m.customerId, memberId), eq(m.lastDigestOn, today), eq(m.lastDigestAt, now)));
}

/**
 * One pass as of `now`: e-mails each due member (see the file's comment)
 * their new strict matches through `email`, links under `publicUrl`, and
 * answers what it did. Never throws for one member: a provider failure is
 * logged and the member's claim undone; a database failure rejects.
 */
export async function sendMatchDigests(
  db: Db,
  email: EmailProvider,
  links: PhotoLinks,
  publicUrl: string,
  log: Log,
  now = new Date(),
): Promise<DigestPass> {
  const today = indiaToday(now);
  const pass: DigestPass = { claimed: 0, sent: 0, failed: 0 };
  for (const member of await dueMembers(db, today)) {
    if (!(await claim(db, member.id, today, now))) continue;
    pass.claimed++;
    const since = member.lastDigestAt ?? new Date(now.getTime() - DAY_MS);
    const { results, total } = await newStrictMatches(db, links, member.id, since, MATCH_DIGEST_LIMIT, now);
    if (total === 0) continue;
    try {
      await email.send(digestMail(member.email, member.firstName, results, total, publicUrl, member.language));
      pass.sent++;
    } catch (err) {
      pass.failed++;
      log.error({ err, memberId: member.id }, 'new-matches e-mail not sent');
      await release(db, member.id, member.lastDigestAt, today, now);
    }
  }
  if (pass.claimed > 0) log.info({ ...pass }, 'new-matches e-mails');
  return pass;
}
