/**
 * Family access to a Milan Sathi account (issue 22: "a family member managing
 * the profile can be invited to the account with their own login and see
 * interests and messages, each action showing who took it").
 *
 * The member invites a helper by mobile number; the invitation binds to a
 * login only when someone signed in with that number (the OTP proved it)
 * accepts it, so nobody reaches an account by typing a number. A member has
 * at most MILAN_FAMILY_LIMIT live helpers. Removing (by the member) and
 * declining or leaving (by the helper) end the row without deleting it, so
 * what the helper sent keeps its "sent by". acting.ts lets an active helper
 * act for the account; actorsOf names the helpers on interests and messages.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, gte, inArray, isNull, isNotNull, or, sql } from 'drizzle-orm';
import {
  MESSAGES,
  FAMILY_INVITES_PER_DAY,
  MILAN_FAMILY_LIMIT,
  maskMobile,
  type FamilyAccount,
  type FamilyActor,
  type FamilyInviteBody,
  type FamilyMember,
  type FamilyResponse,
} from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { withReason } from '../../../plugins/errors.js';
import { customersToJoin, getCustomer, lockCustomer } from '../../customers/service.js';
import { findProfile, type Executor } from '../shared/members.js';
import { surnameInitial } from '../profiles/view.js';
import { startOfIndiaDay } from '../connections/connections.js';
import { milanFamilyMembers } from '../tables.js';

type FamilyRow = typeof milanFamilyMembers.$inferSelect;

/** Who a signed-in person is, as far as invitations go: their id and their account's mobile. */
export interface Invitee {
  id: string;
  mobile: string;
}

/**
 * Whether `person`'s mobile is proven by an OTP (customers.mobileVerifiedAt): an
 * account made before that rule (decision 003) may carry someone else's number
 * and be signed in to by password, so it sees and accepts no invitation.
 */
async function provesMobile(db: Db, person: Invitee): Promise<boolean> {
  const customer = await getCustomer(db, person.id);
  return customer?.mobileVerifiedAt != null && customer.mobile === person.mobile;
}

const inviteNotFound = () => withReason(httpErrors.notFound(MESSAGES.familyInviteNotFound), 'not_found');

const memberOf = (row: FamilyRow): FamilyMember => ({
  _id: row.id,
  name: row.name,
  relation: row.relation,
  mobile: maskMobile(row.mobile),
  status: row.helperId ? 'active' : 'invited',
  createdAt: row.createdAt.toISOString(),
});

/**
 * The family page of `person`: the helpers of their own account (oldest
 * first), the live invitations to their mobile not yet accepted, and the
 * accounts they help with. Reads only rows that name the person's id or
 * their proven mobile.
 */
export async function listFamily(db: Db, person: Invitee): Promise<FamilyResponse> {
  const own = await db
    .select()
    .from(milanFamilyMembers)
    .where(and(eq(milanFamilyMembers.accountId, person.id), isNull(milanFamilyMembers.removedAt)))
    .orderBy(asc(milanFamilyMembers.createdAt));
  const customer = customersToJoin(db);
  const theirs = await db
    .select({
      row: milanFamilyMembers,
      firstName: customer.firstName,
      lastName: customer.lastName,
    })
    .from(milanFamilyMembers)
    .innerJoin(customer, eq(customer.id, milanFamilyMembers.accountId))
    .where(
      and(
        isNull(milanFamilyMembers.removedAt),
        or(
          eq(milanFamilyMembers.helperId, person.id),
          and(isNull(milanFamilyMembers.helperId), eq(milanFamilyMembers.mobile, person.mobile)),
        ),
      ),
    )
    .orderBy(asc(milanFamilyMembers.createdAt));
  const accountOf = ({ row, firstName, lastName }: (typeof theirs)[number]): FamilyAccount => ({
    _id: row.id,
    accountId: row.accountId,
    accountName: `${firstName} ${surnameInitial(lastName)}`.trim(),
    name: row.name,
    relation: row.relation,
  });
  const invited = theirs.filter(({ row }) => row.helperId === null);
  return {
    success: true,
    members: own.map(memberOf),
    invitations: invited.length > 0 && (await provesMobile(db, person)) ? invited.map(accountOf) : [],
    accounts: theirs.filter(({ row }) => row.helperId !== null).map(accountOf),
  };
}

/**
 * `account` invites a helper `{ name, relation, mobile }` (mobile already the
 * 10-digit national number). Throws 409 'profile_required' without a Milan
 * profile, 400 'self' for the member's own number, 409 'duplicate' when the
 * number already holds a live invitation, 409 'limit' at MILAN_FAMILY_LIMIT
 * live helpers, 429 'daily_limit' past FAMILY_INVITES_PER_DAY invitations this
 * India day (removed ones count). The account's row is locked while counting,
 * so two invitations at once cannot pass either limit together.
 */
export async function inviteFamilyMember(
  db: Db,
  account: Invitee,
  body: Required<FamilyInviteBody>,
  now = new Date(),
): Promise<FamilyMember> {
  if (!(await findProfile(db, account.id))) {
    throw withReason(httpErrors.conflict(MESSAGES.profileRequired), 'profile_required');
  }
  if (body.mobile === account.mobile) throw withReason(httpErrors.badRequest(MESSAGES.familyInviteSelf), 'self');
  try {
    return await db.transaction(async (tx) => {
      await lockCustomer(tx, account.id);
      const [{ live } = { live: 0 }] = await tx
        .select({ live: sql<number>`count(*)::int` })
        .from(milanFamilyMembers)
        .where(and(eq(milanFamilyMembers.accountId, account.id), isNull(milanFamilyMembers.removedAt)));
      if (live >= MILAN_FAMILY_LIMIT) throw withReason(httpErrors.conflict(MESSAGES.familyLimit), 'limit');
      const [{ today } = { today: 0 }] = await tx
        .select({ today: sql<number>`count(*)::int` })
        .from(milanFamilyMembers)
        .where(
          and(eq(milanFamilyMembers.accountId, account.id), gte(milanFamilyMembers.createdAt, startOfIndiaDay(now))),
        );
      if (today >= FAMILY_INVITES_PER_DAY) {
        throw withReason(httpErrors.tooManyRequests(MESSAGES.familyInviteDailyLimit), 'daily_limit');
      }
      const [row] = await tx
        .insert(milanFamilyMembers)
        .values({
          accountId: account.id,
          mobile: body.mobile,
          name: body.name,
          relation: body.relation,
          createdAt: now,
        })
        .returning();
      return memberOf(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'milan_family_members_live_key')) {
      throw withReason(httpErrors.conflict(MESSAGES.familyInviteDuplicate), 'duplicate');
    }
    throw error;
  }
}

/**
 * `person` accepts invitation `id`, which must be live, unanswered and to
 * their own mobile, proven by OTP (404 'not_found' otherwise — also for the
 * member's own invitations, so an id reveals nothing). Accepting twice is fine.
 */
export async function acceptFamilyInvitation(db: Db, person: Invitee, id: string, now = new Date()): Promise<void> {
  if (await helpsWith(db, person.id, id)) return;
  if (!(await provesMobile(db, person))) throw inviteNotFound();
  const accepted = await db
    .update(milanFamilyMembers)
    .set({ helperId: person.id, acceptedAt: now })
    .where(
      and(
        eq(milanFamilyMembers.id, id),
        eq(milanFamilyMembers.mobile, person.mobile),
        isNull(milanFamilyMembers.helperId),
        isNull(milanFamilyMembers.removedAt),
        sql`${milanFamilyMembers.accountId} <> ${person.id}`,
      ),
    )
    .returning({ id: milanFamilyMembers.id });
  if (accepted.length === 0) throw inviteNotFound();
}

/** True when `helperId` already holds live link `id`. */
async function helpsWith(db: Db, helperId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: milanFamilyMembers.id })
    .from(milanFamilyMembers)
    .where(
      and(
        eq(milanFamilyMembers.id, id),
        eq(milanFamilyMembers.helperId, helperId),
        isNull(milanFamilyMembers.removedAt),
      ),
    );
  return row !== undefined;
}

/**
 * Ends live link `id`: the member removes a helper or an invitation, the
 * helper leaves, or the invited person declines (an unanswered invitation to
 * their mobile). 404 'not_found' for anyone else or a link already ended.
 * Answers whose link it was (the account, and the helper when one had accepted).
 */
export async function removeFamilyMember(
  db: Db,
  person: Invitee,
  id: string,
  now = new Date(),
): Promise<{ accountId: string; helperId: string | null }> {
  // Declining is for the number's proven owner only, as accepting is.
  const declines = await provesMobile(db, person);
  const ended = await db
    .update(milanFamilyMembers)
    .set({ removedAt: now })
    .where(
      and(
        eq(milanFamilyMembers.id, id),
        isNull(milanFamilyMembers.removedAt),
        or(
          eq(milanFamilyMembers.accountId, person.id),
          eq(milanFamilyMembers.helperId, person.id),
          declines ? and(isNull(milanFamilyMembers.helperId), eq(milanFamilyMembers.mobile, person.mobile)) : undefined,
        ),
      ),
    )
    .returning({ accountId: milanFamilyMembers.accountId, helperId: milanFamilyMembers.helperId });
  const [row] = ended;
  if (!row) throw inviteNotFound();
  return row;
}

/** An active helper's link to an account: its id (what their actions record), name and relation. */
export interface FamilyHelper extends FamilyActor {
  linkId: string;
}

/** The live, accepted link by which `helperId` helps `accountId`, or null. */
export async function activeHelperLink(
  db: Executor,
  helperId: string,
  accountId: string,
): Promise<FamilyHelper | null> {
  const [row] = await db
    .select({ linkId: milanFamilyMembers.id, name: milanFamilyMembers.name, relation: milanFamilyMembers.relation })
    .from(milanFamilyMembers)
    .where(
      and(
        eq(milanFamilyMembers.accountId, accountId),
        eq(milanFamilyMembers.helperId, helperId),
        isNotNull(milanFamilyMembers.acceptedAt),
        isNull(milanFamilyMembers.removedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The helpers named by `linkIds` (requested_via, answered_via, sent_via
 * columns), ended links included: what they did stays theirs. Nulls are skipped.
 */
export async function actorsOf(db: Executor, linkIds: (string | null)[]): Promise<Map<string, FamilyActor>> {
  const ids = [...new Set(linkIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: milanFamilyMembers.id, name: milanFamilyMembers.name, relation: milanFamilyMembers.relation })
    .from(milanFamilyMembers)
    .where(inArray(milanFamilyMembers.id, ids));
  return new Map(rows.map(({ id, ...actor }) => [id, actor]));
}
