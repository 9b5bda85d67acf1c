/**
 * Milan Sathi connections, beyond the request itself (milan.ts has
 * POST api/connections/request): accept, decline, cancel, the lists behind
 * /dashboard/connections (received, sent, accepted) and reporting a profile
 * (reports reach the admin queue, milan-admin.ts). DOMAIN "Milan Sathi":
 * interest → accept / decline, access granted on acceptance; one-tap reporting.
 */
import { z } from './zod.js';
import { familyActorSchema } from './milan-family.js';
import { MESSAGES } from './messages.js';
import { pagedResultsSchema } from './admin-common.js';
import { recordIdSchema } from './common.js';
import { publicPagingShape } from './media.js';
import { profileCardSchema } from './milan.js';

/** Tabs of /dashboard/connections: interests received (pending), sent (pending), and accepted either way. */
export const CONNECTION_TABS = ['received', 'sent', 'accepted'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/**
 * The other member as a connection, conversation or notification shows
 * them: the public part of a profile card (first name, age, city,
 * profession, the primary photo under the same privacy rule, the verified
 * badge) without what only search adds (photosHidden, gunaScore, boosted).
 */
export const memberSummarySchema = profileCardSchema.pick({
  _id: true,
  firstName: true,
  age: true,
  city: true,
  state: true,
  occupation: true,
  jobTitle: true,
  photo: true,
  verified: true,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const CONNECTION_ITEM_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** One connection as its viewer sees it. An accepted connection is also a conversation (same `_id`). */
export const connectionItemSchema = z.object({
  _id: z.string(),
  status: z.enum(CONNECTION_ITEM_STATUSES),
  /** 'sent' when the viewer asked, 'received' when the other member did. */
  direction: z.enum(['sent', 'received']),
  /** The note sent with the interest ('' when none). */
  message: z.string(),
  member: memberSummarySchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The family helper who sent the interest for the requester (issue 22); null when the requester did. */
  sentBy: familyActorSchema.nullable(),
  /** The family helper who last answered it (accepted, declined or withdrew); null when the member did or nobody has. */
  answeredBy: familyActorSchema.nullable(),
});
export type ConnectionItem = z.infer<typeof connectionItemSchema>;

/** GET /api/connections: one tab, newest first (accepted: by acceptance). */
export const connectionsQuerySchema = z.object({
  tab: z.enum(CONNECTION_TABS).default('received'),
  ...publicPagingShape,
});
export type ConnectionsQuery = z.input<typeof connectionsQuerySchema>;
export const connectionsResponseSchema = pagedResultsSchema(connectionItemSchema).extend({
  /** How many each tab holds, for the tab labels. */
  counts: z.object({ received: z.number().int(), sent: z.number().int(), accepted: z.number().int() }),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

/**
 * POST /api/connections/:id/accept | decline (the receiver, while pending) and
 * /cancel (the requester withdraws a pending interest) → the connection now.
 * Failures carry `error` (SPEC §8 "Connection failed"): not_found (404: not
 * theirs to answer, or a block stands), not_pending (409: already answered).
 */
export const connectionActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: connectionItemSchema,
});
export type ConnectionActionResponse = z.infer<typeof connectionActionResponseSchema>;
export const CONNECTION_ACTION_ERRORS = ['not_found', 'not_pending'] as const;

// ── Reports ─────────────────────────────────────────────────────────────────

/** Why a member reports a profile (the complaints DOMAIN names: fake profiles, scams, brokers). */
export const REPORT_REASONS = [
  'fake_profile',
  'asked_for_money',
  'harassment',
  'inappropriate_photos',
  'already_married',
  'broker',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/users/:id/report: the signed-in member reports :id; `block` also blocks them. */
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.chooseReportReason }),
  details: z.string().trim().max(1000).default(''),
  block: z.boolean().default(false),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const connectionIdParamsSchema = z.object({ id: recordIdSchema });
