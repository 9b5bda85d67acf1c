/**
 * Family access to a Milan Sathi account (issue 22: "a family member managing
 * the profile can be invited to the account with their own login and see
 * interests and messages, each action showing who took it").
 *
 * The member invites a parent, sibling, relative or friend by mobile number.
 * The invitation binds to a login only when someone signs in with that number
 * (the OTP proves it) and accepts. From then on that person's own session may
 * act for the account on the Milan Sathi routes that name it (search, matches,
 * profiles, shortlist, interests and messages) by sending the account's id in
 * the `X-Milan-Account` header; everything else (profile, photos, plan,
 * payments, privacy, family) stays the member's own. Interests, answers and
 * messages sent that way carry who sent them (`sentBy`, `answeredBy`).
 *   GET    /api/users/me/family              my family members, invitations to me, accounts I help with
 *   POST   /api/users/me/family              invite `{ name, relation, mobile }`
 *   POST   /api/users/me/family/:id/accept   accept an invitation to my number
 *   DELETE /api/users/me/family/:id          the member removes it, or the invited person declines or leaves
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { mobileSchema } from './phone.js';

/** Who a family helper is to the member (PROFILE_CREATORS without 'self'). */
export const FAMILY_RELATIONS = ['parent', 'sibling', 'relative', 'friend'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** Invited or active helpers an account may have at once. */
export const MILAN_FAMILY_LIMIT = 2;
/** Invitations a member may send in one India day (removed ones count): no stranger's page fills with them. */
export const FAMILY_INVITES_PER_DAY = 5;
/** The longest name a member may give a helper. */
export const FAMILY_NAME_MAX_LENGTH = 40;

/** The request header that names the account a helper acts for (its owner's user id). */
export const MILAN_ACCOUNT_HEADER = 'x-milan-account';

/** A helper as the interests and messages they sent show them: null where the member acted. */
export const familyActorSchema = z.object({ name: z.string(), relation: z.enum(FAMILY_RELATIONS) });
export type FamilyActor = z.infer<typeof familyActorSchema>;

/** POST /api/users/me/family. */
export const familyInviteBodySchema = z.object({
  name: z
    .string({ error: MESSAGES.enterFamilyName })
    .trim()
    .min(1, MESSAGES.enterFamilyName)
    .max(FAMILY_NAME_MAX_LENGTH, MESSAGES.enterFamilyName),
  relation: z.enum(FAMILY_RELATIONS, { error: MESSAGES.chooseFamilyRelation }),
  mobile: mobileSchema,
});
export type FamilyInviteBody = z.input<typeof familyInviteBodySchema>;

/** One helper of the signed-in member's account (the member's view). */
export const familyMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  /** Masked: XXXXXX then the last four digits. */
  mobile: z.string(),
  /** invited: nobody has signed in with the number and accepted yet. */
  status: z.enum(['invited', 'active']),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** An account the signed-in person was invited to, or helps with (the helper's view). */
export const familyAccountSchema = z.object({
  /** The invitation's id (accept and leave name it). */
  _id: z.string(),
  /** The account's user id: the `X-Milan-Account` header's value. */
  accountId: z.string(),
  /** The member's first name and surname initial, as profiles show it. */
  accountName: z.string(),
  /** The name and relation the member gave the helper. */
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
});
export type FamilyAccount = z.infer<typeof familyAccountSchema>;

/** GET /api/users/me/family. */
export const familyResponseSchema = z.object({
  success: z.literal(true),
  /** The helpers of the member's own account, oldest first. */
  members: z.array(familyMemberSchema),
  /** Invitations to the signed-in number not answered yet. */
  invitations: z.array(familyAccountSchema),
  /** The accounts the signed-in person helps with. */
  accounts: z.array(familyAccountSchema),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

export const familyInviteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  member: familyMemberSchema,
});
export type FamilyInviteResponse = z.infer<typeof familyInviteResponseSchema>;

export const familyActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type FamilyActionResponse = z.infer<typeof familyActionResponseSchema>;
