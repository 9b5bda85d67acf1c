/**
 * Sending a Milan Sathi message (the connections issue: "messages are
 * stored before they are delivered; sending the same client message id
 * twice stores one message"). The row is written first, then pushed as
 * `message:new` to the receiver and to the sender's other devices; a
 * receiver with no open socket gets one stored 'message' notification per
 * run of unread messages in the conversation.
 *
 * A send that may go through is one prepared statement (an INSERT … SELECT
 * whose WHERE is chat-access.ts's rule, so checked and written atomically, built once: db/prepared.ts); only
 * when it writes nothing are the rules asked one by one, to answer the
 * right error or the message stored before under the same client id.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGE_TEMPLATES, MESSAGES, type ChatMessage } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { newId } from '../../../db/ids.js';
import { keptStatement } from '../../../db/prepared.js';
import type { Realtime } from '../../../realtime/index.js';
import { contactsOf } from '../../customers/service.js';
import { notify } from '../../notifications/service.js';
import { assertMaySend, conversationOf, otherMemberOf, sendableBy, type ConversationAccess } from './chat-access.js';
import { chatMessagesOf, type ChatMessageRow } from './chat.js';
import { conversationLink } from '../connections/connection-events.js';
import { milanConnections, milanMessages } from '../tables.js';

/** What a send writes: the device's client id, the text, and the family helper who wrote it for the sender (or null). */
export interface MessageInput {
  clientId: string;
  body: string;
  sentVia: string | null;
}

export const CLIENT_ID_REUSED_MESSAGE = MESSAGES.clientIdReused;
/** How much of the message a notification shows. */
const PREVIEW_LENGTH = 120;

async function storedByClientId(db: Db, senderId: string, clientId: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(milanMessages)
    .where(and(eq(milanMessages.senderId, senderId), eq(milanMessages.clientId, clientId)));
  return row;
}

function sameConversation(row: ChatMessageRow, conversationId: string): ChatMessageRow {
  if (row.connectionId !== conversationId) throw httpErrors.conflict(CLIENT_ID_REUSED_MESSAGE);
  return row;
}

/**
 * Stores the message, or answers the one stored before under the same
 * client id (also when two identical requests race: the unique index
 * milan_messages_sender_client_key decides). `stored` says whether this
 * call wrote it.
 */
async function storeOnce(
  db: Db,
  conversation: ConversationAccess,
  input: MessageInput,
  now: Date,
): Promise<{ row: ChatMessageRow; stored: boolean }> {
  const earlier = await storedByClientId(db, conversation.memberId, input.clientId);
  if (earlier) return { row: sameConversation(earlier, conversation.id), stored: false };
  await assertMaySend(db, conversation, now);
  try {
    const [row] = await db
      .insert(milanMessages)
      .values({
        connectionId: conversation.id,
        senderId: conversation.memberId,
        receiverId: conversation.otherId,
        clientId: input.clientId,
        body: input.body,
        sentVia: input.sentVia,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the message was not saved');
    return { row, stored: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'milan_messages_sender_client_key')) throw error;
    const winner = await storedByClientId(db, conversation.memberId, input.clientId);
    if (!winner) throw error;
    return { row: sameConversation(winner, conversation.id), stored: false };
  }
}

/**
 * Inserts the message in one statement when `senderId` may write in
 * `conversationId` at `now` (sendableBy) and the client id is new for them;
 * answers the stored row, or undefined when nothing was written. The statement
 * is built once (keptStatement): every value is a placeholder.
 */
async function insertIfSendable(
  db: Db,
  senderId: string,
  conversationId: string,
  input: MessageInput,
  now: Date,
): Promise<ChatMessageRow | undefined> {
  const statement = keptStatement(db, 'milan-chat insert if sendable', () => {
    const sender = sql.placeholder('senderId');
    return db
      .insert(milanMessages)
      .select(
        db
          .select({
            id: sql`${sql.placeholder('id')}`.as('id'),
            connectionId: milanConnections.id,
            senderId: sql`${sender}`.as('sender_id'),
            receiverId: otherMemberOf(sender).as('receiver_id'),
            clientId: sql`${sql.placeholder('clientId')}`.as('client_id'),
            body: sql`${sql.placeholder('body')}`.as('body'),
            sentVia: sql`${sql.placeholder('sentVia')}::text`.as('sent_via'),
            deliveredAt: sql`null::timestamptz`.as('delivered_at'),
            readAt: sql`null::timestamptz`.as('read_at'),
            deletedAt: sql`null::timestamptz`.as('deleted_at'),
            createdAt: sql`${sql.placeholder('now')}::timestamptz`.as('created_at'),
          })
          .from(milanConnections)
          .where(sendableBy(db, sender, sql.placeholder('conversationId'), sql.placeholder('now'))),
      )
      .onConflictDoNothing({ target: [milanMessages.senderId, milanMessages.clientId] })
      .returning();
  });
  const [row] = await statement.execute({
    id: newId(),
    senderId,
    conversationId,
    clientId: input.clientId,
    body: input.body,
    sentVia: input.sentVia,
    now: now.toISOString(),
  });
  return row;
}

/**
 * A 'message' notification for an offline receiver, once per run of unread
 * messages in the conversation: the dedupe key names the oldest unread one,
 * so a burst (even in parallel) makes one, and the next after reading makes
 * another.
 */
async function notifyIfOffline(db: Db, realtime: Realtime, row: ChatMessageRow, now: Date): Promise<void> {
  if (await realtime.isOnline(row.receiverId)) return;
  const [oldestUnread] = await db
    .select({ id: milanMessages.id })
    .from(milanMessages)
    .where(
      and(
        eq(milanMessages.receiverId, row.receiverId),
        eq(milanMessages.connectionId, row.connectionId),
        isNull(milanMessages.readAt),
      ),
    )
    .orderBy(asc(milanMessages.id))
    .limit(1);
  if (!oldestUnread) return;
  const firstName = (await contactsOf(db, [row.senderId])).get(row.senderId)?.firstName;
  const body = row.body.length > PREVIEW_LENGTH ? `${row.body.slice(0, PREVIEW_LENGTH - 1)}…` : row.body;
  await notify(
    db,
    realtime,
    row.receiverId,
    {
      kind: 'message',
      title: firstName ? MESSAGE_TEMPLATES.notifyNewMessageFrom(firstName) : MESSAGES.notifyNewMessage,
      body,
      link: conversationLink(row.connectionId),
      dedupeKey: `message:${oldestUnread.id}`,
    },
    now,
  );
}

/**
 * POST /api/conversations/:id/messages: `senderId` writes `body` (trimmed,
 * CHAT_MESSAGE_MAX_LENGTH) with their device's `clientId`; `sentVia` names the
 * family helper who wrote it for them (family/acting.ts), null when they did. Answers the
 * stored message; the same client id again answers the first one and
 * delivers nothing new. Throws 404 `not_found` (conversationOf), 403
 * `suspended` or `membership_required` (assertMaySend), 409 when the client
 * id was used in another conversation.
 */
export async function sendChatMessage(
  db: Db,
  realtime: Realtime,
  senderId: string,
  conversationId: string,
  input: MessageInput,
  now = new Date(),
): Promise<ChatMessage> {
  const inserted = await insertIfSendable(db, senderId, conversationId, input, now);
  const { row, stored } = inserted
    ? { row: inserted, stored: true }
    : await storeOnce(db, await conversationOf(db, senderId, conversationId), input, now);
  const message = (await chatMessagesOf(db, [row]))[0]!;
  if (stored) {
    realtime.toUser([row.receiverId, row.senderId], 'message:new', message);
    await notifyIfOffline(db, realtime, row, now);
  }
  return message;
}
