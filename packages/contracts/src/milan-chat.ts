/**
 * Milan Sathi messages (SPEC §4 realtime; the connections issue): a
 * conversation exists only between accepted connections and has the
 * connection's id. REST reads the history (paged, newest last) and sends;
 * Socket.IO delivers (realtime.ts names the events). A message is stored
 * before it is delivered, and the sender's `clientId` makes a resend store
 * nothing new.
 */
import { z } from './zod.js';
import { familyActorSchema } from './milan-family.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { recordIdSchema } from './common.js';
import { memberSummarySchema } from './milan-connections.js';

/** The longest message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages a history page holds at most (default 30). */
export const CHAT_PAGE_MAX = 100;

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** The id the sender's device gave the message (a UUID): a retry with the same one stores nothing new. */
  clientId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When a device of the receiver got it (null: not yet). */
  deliveredAt: z.string().nullable(),
  /** When the receiver opened the conversation after it arrived (null: unread). */
  readAt: z.string().nullable(),
  /** The family helper who wrote it for the sender (issue 22); null when the sender wrote it. */
  sentBy: familyActorSchema.nullable(),
  /** True when the sender deleted their account (issue 24): `body` is '' and readers see "This message was deleted". */
  deleted: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of /dashboard/messages: the other member, the last message and what is unread. */
export const conversationSchema = z.object({
  _id: z.string(),
  member: memberSummarySchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the other member not read yet. */
  unread: z.number().int(),
  /** The signed-in member may write (false: neither has a plan with messaging and nobody has written yet). */
  canSend: z.boolean(),
  /** True when the other member deleted their account (issue 24): read-only, their messages erased. */
  memberDeleted: z.boolean().optional(),
  /** When the connection was accepted, or the last message was sent (the list is ordered by this, newest first). */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: every accepted connection, the latest activity first. */
export const conversationsResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(conversationSchema),
  /** Unread messages over all conversations (the header badge). */
  unreadTotal: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const conversationParamsSchema = z.object({ id: recordIdSchema });

/** GET /api/conversations/:id/messages: `limit` messages older than `before` (default: the newest), oldest first. */
export const chatHistoryQuerySchema = z.object({
  before: recordIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(30),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;
export const chatHistoryResponseSchema = z.object({
  success: z.literal(true),
  conversation: conversationSchema,
  /** Oldest first, newest last. */
  results: z.array(chatMessageSchema),
  /** Older messages exist: ask again with `before` = the first result's `_id`. */
  hasMore: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** POST /api/conversations/:id/messages. Sending the same `clientId` again answers the stored message. */
export const sendChatMessageBodySchema = z.object({
  clientId: z.uuid(MESSAGES.invalidMessageId),
  body: z
    .string()
    .trim()
    .min(1, MESSAGES.typeMessage)
    .max(CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATES.chatMessageMax(CHAT_MESSAGE_MAX_LENGTH)),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;
export const sendChatMessageResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/** POST /api/conversations/:id/read: the other member's messages up to now are read → how many were marked. */
export const markReadResponseSchema = z.object({
  success: z.literal(true),
  read: z.number().int(),
  readAt: z.string(),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/**
 * Failures of sending carry `error`: not_found (404: no accepted connection of
 * the member's with that id, or a block stands), membership_required (403:
 * neither a plan with messaging nor a message from the other member yet),
 * suspended (403).
 */
export const CHAT_ERRORS = ['not_found', 'membership_required', 'suspended'] as const;
