import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_INVITES_PER_DAY,
  MESSAGES,
  type ChatHistoryResponse,
  type ConnectionsResponse,
  type FamilyResponse,
  type FamilyMember,
} from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, randomMobile, type LoggedIn } from '../../../test/login.js';
import { createMember, createMilanTestApp, insertConnection, insertPaidMembership } from '../../../test/milan.js';
import { milanConnections, milanFamilyMembers } from '../tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const family = (who: LoggedIn) => injectAs(ctx.app, who.token, { method: 'GET', url: '/api/users/me/family' });
const familyOf = async (who: LoggedIn) => (await family(who)).json<FamilyResponse>();
const invite = (who: LoggedIn, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/users/me/family', payload });
const accept = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/users/me/family/${id}/accept` });
const remove = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'DELETE', url: `/api/users/me/family/${id}` });
/** A request by `helper` acting for `accountId`. */
const actFor = (
  helper: LoggedIn,
  accountId: string,
  options: { method: 'GET' | 'POST'; url: string; payload?: object },
) => injectAs(ctx.app, helper.token, { ...options, headers: { 'x-milan-account': accountId } });
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });

/** A member and a parent who signed in with the invited number and accepted. */
async function memberWithHelper(name = 'Sunita') {
  const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Priya', lastName: 'Sharma' });
  const mother = await loginAs(ctx.app);
  const invited = await invite(bride, { name, relation: 'parent', mobile: mother.mobile });
  const member = invited.json<{ member: FamilyMember }>().member;
  expect((await accept(mother, member._id)).statusCode).toBe(200);
  return { bride, mother, linkId: member._id };
}

describe('inviting a family member (issue 22)', () => {
  it('saves the invitation; only someone signed in with that number sees and accepts it', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Priya', lastName: 'Sharma' });
    const mobile = randomMobile();
    const res = await invite(bride, { name: '  Sunita ', relation: 'parent', mobile: `+91 ${mobile}` });
    expect(res.statusCode).toBe(200);
    const { member, message } = res.json<{ member: FamilyMember; message: string }>();
    expect(message).toBe(MESSAGES.familyInvited);
    expect(member).toMatchObject({ name: 'Sunita', relation: 'parent', status: 'invited' });
    expect(member.mobile).toBe(`XXXXXX${mobile.slice(6)}`);
    expect((await familyOf(bride)).members).toEqual([member]);

    const stranger = await loginAs(ctx.app);
    expect((await familyOf(stranger)).invitations).toEqual([]);
    expect((await accept(stranger, member._id)).json()).toEqual(failure('not_found', MESSAGES.familyInviteNotFound));

    const mother = await loginAs(ctx.app, mobile);
    const before = await familyOf(mother);
    expect(before.invitations).toEqual([
      { _id: member._id, accountId: bride.userId, accountName: 'Priya S.', name: 'Sunita', relation: 'parent' },
    ]);
    expect(before.accounts).toEqual([]);
    const accepted = await accept(mother, member._id);
    expect(accepted.json()).toEqual({ success: true, message: MESSAGES.familyAccepted });
    // Accepting again changes nothing.
    expect((await accept(mother, member._id)).statusCode).toBe(200);
    const after = await familyOf(mother);
    expect(after.invitations).toEqual([]);
    expect(after.accounts.map((a) => a.accountId)).toEqual([bride.userId]);
    expect((await familyOf(bride)).members.map((m) => m.status)).toEqual(['active']);
  });

  it('refuses bad input, the member’s own number, a second invitation to a number and a third helper', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const bad = await invite(bride, { name: '', relation: 'uncle', mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(
      await ctx.app.db.select().from(milanFamilyMembers).where(eq(milanFamilyMembers.accountId, bride.userId)),
    ).toEqual([]);

    const self = await invite(bride, { name: 'Me', relation: 'friend', mobile: bride.mobile });
    expect(self.json()).toEqual(failure('self', MESSAGES.familyInviteSelf));
    const mobile = randomMobile();
    expect((await invite(bride, { name: 'Sunita', relation: 'parent', mobile })).statusCode).toBe(200);
    expect((await invite(bride, { name: 'Maa', relation: 'parent', mobile })).json()).toEqual(
      failure('duplicate', MESSAGES.familyInviteDuplicate),
    );
    // Two at once for the last place: one wins.
    const racers = await Promise.all(
      ['Ramesh', 'Anil'].map((name) => invite(bride, { name, relation: 'relative', mobile: randomMobile() })),
    );
    expect(racers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await familyOf(bride)).members).toHaveLength(2);
  });

  it('is neither shown to nor accepted by an account whose number no OTP proved (decision 003)', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const legacy = await loginAs(ctx.app);
    const id = (await invite(bride, { name: 'Sunita', relation: 'parent', mobile: legacy.mobile })).json<{
      member: FamilyMember;
    }>().member._id;
    // As an account made before the rule holds it: the number typed at sign-up, never proven.
    await ctx.app.db.execute(sql`update customers set mobile_verified_at = null where id = ${legacy.userId}`);
    expect((await familyOf(legacy)).invitations).toEqual([]);
    expect((await accept(legacy, id)).json()).toEqual(failure('not_found', MESSAGES.familyInviteNotFound));
    // Nor may it decline it for the number's owner.
    expect((await remove(legacy, id)).statusCode).toBe(404);
    expect((await familyOf(bride)).members.map((m) => m.status)).toEqual(['invited']);
  });

  it('allows a few invitations an India day, removed ones counted', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    for (let i = 0; i < FAMILY_INVITES_PER_DAY; i++) {
      const sent = await invite(bride, { name: `Aunt ${i}`, relation: 'relative', mobile: randomMobile() });
      expect(sent.statusCode, sent.body).toBe(200);
      await remove(bride, sent.json<{ member: FamilyMember }>().member._id);
    }
    const more = await invite(bride, { name: 'Aunt', relation: 'relative', mobile: randomMobile() });
    expect(more.statusCode).toBe(429);
    expect(more.json()).toEqual(failure('daily_limit', MESSAGES.familyInviteDailyLimit));
  });

  it('needs the member’s own Milan Sathi profile', async () => {
    const customer = await loginAs(ctx.app);
    const res = await invite(customer, { name: 'Sunita', relation: 'parent', mobile: randomMobile() });
    expect(res.json()).toEqual(failure('profile_required', MESSAGES.profileRequired));
  });
});

describe('a helper acting for the account (issue 22)', () => {
  it('sees and answers the account’s interests and messages, each showing who took it', async () => {
    const { bride, mother } = await memberWithHelper();
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Rahul' });
    await insertPaidMembership(ctx.app, bride.userId);
    const connectionId = await insertConnection(ctx.app, groom.userId, bride.userId, 'pending');

    const received = await actFor(mother, bride.userId, { method: 'GET', url: '/api/connections?tab=received' });
    expect(received.statusCode).toBe(200);
    expect(received.json<ConnectionsResponse>().results.map((item) => item._id)).toEqual([connectionId]);

    const accepted = await actFor(mother, bride.userId, {
      method: 'POST',
      url: `/api/connections/${connectionId}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    const sunita = { name: 'Sunita', relation: 'parent' };
    expect(accepted.json()).toMatchObject({ connection: { status: 'accepted', sentBy: null, answeredBy: sunita } });

    const sent = await actFor(mother, bride.userId, {
      method: 'POST',
      url: `/api/conversations/${connectionId}/messages`,
      payload: { clientId: randomUUID(), body: 'Namaste, I am Priya’s mother.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: { senderId: bride.userId, sentBy: sunita } });

    // The groom and the bride herself both see who wrote it and who accepted.
    for (const who of [groom, bride]) {
      const history = await injectAs(ctx.app, who.token, {
        method: 'GET',
        url: `/api/conversations/${connectionId}/messages`,
      });
      expect(history.json<ChatHistoryResponse>().results.map((m) => [m.body, m.sentBy])).toEqual([
        ['Namaste, I am Priya’s mother.', sunita],
      ]);
      const accepts = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/connections?tab=accepted' });
      expect(accepts.json<ConnectionsResponse>().results[0]).toMatchObject({ _id: connectionId, answeredBy: sunita });
    }
    // What the bride does herself carries no helper.
    const own = await injectAs(ctx.app, bride.token, {
      method: 'POST',
      url: `/api/conversations/${connectionId}/messages`,
      payload: { clientId: randomUUID(), body: 'And this is Priya.' },
    });
    expect(own.json()).toMatchObject({ message: { sentBy: null } });
  });

  it('sends interests and shortlists for the account, and reads its matches', async () => {
    const { bride, mother } = await memberWithHelper('Papa');
    const groom = await createMember(ctx.app, { gender: 'male' });
    const request = await actFor(mother, bride.userId, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: groom.userId, note: 'We liked your profile.' },
    });
    expect(request.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(milanConnections).where(eq(milanConnections.receiverId, groom.userId));
    expect(row).toMatchObject({ requesterId: bride.userId, message: 'We liked your profile.' });
    const theirs = await injectAs(ctx.app, groom.token, { method: 'GET', url: '/api/connections?tab=received' });
    expect(theirs.json<ConnectionsResponse>().results[0]).toMatchObject({
      direction: 'received',
      sentBy: { name: 'Papa', relation: 'parent' },
    });

    const shortlisted = await injectAs(ctx.app, mother.token, {
      method: 'PUT',
      url: `/api/users/${groom.userId}/shortlist`,
      headers: { 'x-milan-account': bride.userId },
    });
    expect(shortlisted.statusCode).toBe(200);
    const list = await actFor(mother, bride.userId, { method: 'GET', url: '/api/users/shortlist' });
    expect(list.json<{ results: { _id: string }[] }>().results.map((card) => card._id)).toEqual([groom.userId]);
    // The mother has no profile of her own: as herself she has no shortlist.
    const hers = await injectAs(ctx.app, mother.token, { method: 'GET', url: '/api/users/shortlist' });
    expect(hers.statusCode).toBe(409);
    expect((await actFor(mother, bride.userId, { method: 'GET', url: '/api/users/matches' })).statusCode).toBe(200);
  });

  it('blocks for the account, and leaves no trace as the member: no visit, no activity, nothing read', async () => {
    const { bride, mother } = await memberWithHelper();
    const groom = await createMember(ctx.app, { gender: 'male' });
    const stalker = await createMember(ctx.app, { gender: 'male' });
    const connectionId = await insertConnection(ctx.app, groom.userId, bride.userId, 'accepted');
    await insertPaidMembership(ctx.app, groom.userId);
    const wrote = await injectAs(ctx.app, groom.token, {
      method: 'POST',
      url: `/api/conversations/${connectionId}/messages`,
      payload: { clientId: randomUUID(), body: 'Namaste Priya!' },
    });
    expect(wrote.statusCode).toBe(200);

    // Her mother opens his profile and the conversation: he sees no visit, Priya still has it unread.
    expect((await actFor(mother, bride.userId, { method: 'GET', url: `/api/users/${groom.userId}` })).statusCode).toBe(
      200,
    );
    const read = await actFor(mother, bride.userId, { method: 'POST', url: `/api/conversations/${connectionId}/read` });
    expect(read.json()).toMatchObject({ success: true, read: 0 });
    const views = await injectAs(ctx.app, groom.token, { method: 'GET', url: '/api/users/me/profile-views' });
    expect(views.json<{ total: number }>().total).toBe(0);
    const conversations = await injectAs(ctx.app, bride.token, { method: 'GET', url: '/api/conversations' });
    expect(conversations.json<{ unreadTotal: number }>().unreadTotal).toBe(1);

    // She blocks a stalker for her daughter: the block is Priya's.
    const blocked = await actFor(mother, bride.userId, { method: 'POST', url: `/api/users/${stalker.userId}/block` });
    expect(blocked.statusCode).toBe(200);
    const seen = await injectAs(ctx.app, stalker.token, { method: 'GET', url: `/api/users/${bride.userId}` });
    expect(seen.statusCode).toBe(404);
  });

  it('refuses an account the caller was not invited to, has not accepted, or was removed from', async () => {
    const { bride, mother, linkId } = await memberWithHelper();
    const other = await createMember(ctx.app, { gender: 'female' });
    const notFamily = failure('not_family', MESSAGES.notYourFamilyAccount);
    const stranger = await actFor(mother, other.userId, { method: 'GET', url: '/api/connections' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual(notFamily);
    expect((await actFor(mother, 'not-an-id', { method: 'GET', url: '/api/connections' })).json()).toEqual(notFamily);

    const pendingHelper = await loginAs(ctx.app);
    await invite(bride, { name: 'Ravi', relation: 'sibling', mobile: pendingHelper.mobile });
    expect((await actFor(pendingHelper, bride.userId, { method: 'GET', url: '/api/connections' })).json()).toEqual(
      notFamily,
    );

    expect((await remove(bride, linkId)).json()).toEqual({ success: true, message: MESSAGES.familyRemoved });
    const afterRemoval = await actFor(mother, bride.userId, { method: 'GET', url: '/api/conversations' });
    expect(afterRemoval.json()).toEqual(notFamily);
    expect((await familyOf(mother)).accounts).toEqual([]);
    expect((await remove(bride, linkId)).statusCode).toBe(404);
  });

  it('never manages the account itself: other routes answer the helper as themselves', async () => {
    const { bride, mother } = await memberWithHelper();
    // Inviting while "acting" invites to the mother's own account, which has no profile.
    const res = await injectAs(ctx.app, mother.token, {
      method: 'POST',
      url: '/api/users/me/family',
      headers: { 'x-milan-account': bride.userId },
      payload: { name: 'Someone', relation: 'friend', mobile: randomMobile() },
    });
    expect(res.json()).toEqual(failure('profile_required', MESSAGES.profileRequired));
    // Editing the bride's profile is still hers alone.
    const edit = await injectAs(ctx.app, mother.token, {
      method: 'PUT',
      url: `/api/users/${bride.userId}`,
      headers: { 'x-milan-account': bride.userId },
      payload: { firstName: 'Changed' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await familyOf(bride)).members).toHaveLength(1);
  });

  it('lets the invited person decline and the helper leave', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const brother = await loginAs(ctx.app);
    const id = (await invite(bride, { name: 'Ravi', relation: 'sibling', mobile: brother.mobile })).json<{
      member: FamilyMember;
    }>().member._id;
    expect((await remove(brother, id)).statusCode).toBe(200);
    expect((await familyOf(bride)).members).toEqual([]);
    expect((await accept(brother, id)).statusCode).toBe(404);

    const { bride: other, mother, linkId } = await memberWithHelper();
    expect((await remove(mother, linkId)).statusCode).toBe(200);
    expect((await familyOf(other)).members).toEqual([]);
    expect((await actFor(mother, other.userId, { method: 'GET', url: '/api/connections' })).statusCode).toBe(403);
  });
});
