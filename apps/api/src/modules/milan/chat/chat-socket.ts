/**
 * The chat's socket side (the connections issue, Messages in real time;
 * realtime.ts names the events). When a member's device connects it gets
 * every message to them no device acknowledged yet (`message:new`, oldest
 * first); a device acknowledges messages with `message:delivered`, and the
 * senders hear it once the batch it joined is written (chat-delivery-queue.ts). `typing` is forwarded to the other member of the
 * member's own conversations only, at most once a second per conversation
 * and socket. Malformed events are ignored; a failing handler is logged,
 * never thrown.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '@seva/contracts';
import type { SevaSocket } from '../../../realtime/index.js';
import { findConversation } from './chat-access.js';
import { deliveryQueue } from './chat-delivery-queue.js';
import { markDelivered, undeliveredTo, UNDELIVERED_BATCH } from './chat-receipts.js';
import { chatMessagesOf } from './chat.js';

const deliveredEventSchema = z.object({ ids: z.array(recordIdSchema).min(1).max(UNDELIVERED_BATCH) });
const typingEventSchema = z.object({ conversationId: recordIdSchema });

/** Typing forwards per conversation and socket: one a second. */
export const TYPING_INTERVAL_MS = 1000;
/** How long a socket trusts its answer to "is this my conversation" (a block made meanwhile counts after this). */
const ACCESS_TTL_MS = 60_000;
/** Conversations a socket remembers; past this the memory starts afresh (a client sending random ids). */
const ACCESS_CACHE_MAX = 200;

interface TypingState {
  /** The other member, or null when it is not the socket member's conversation (shared by events in flight). */
  otherId: Promise<string | null>;
  checkedAt: number;
  forwardedAt: number;
}

/** The `typing` handler of one socket: checks and throttles, then forwards to the other member. */
function typingRelay(app: FastifyInstance, memberId: string) {
  const states = new Map<string, TypingState>();
  return async (payload: unknown): Promise<void> => {
    const parsed = typingEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const { conversationId } = parsed.data;
    let state = states.get(conversationId);
    if (!state || Date.now() - state.checkedAt > ACCESS_TTL_MS) {
      if (states.size >= ACCESS_CACHE_MAX) states.clear();
      const otherId = findConversation(app.db, memberId, conversationId).then(
        (conversation) => conversation?.otherId ?? null,
        (err: unknown) => {
          states.delete(conversationId);
          throw err;
        },
      );
      state = { otherId, checkedAt: Date.now(), forwardedAt: state?.forwardedAt ?? 0 };
      states.set(conversationId, state);
    }
    const otherId = await state.otherId;
    // After the await, check and stamp without yielding: events that waited on the same check queue here in order.
    const now = Date.now();
    if (!otherId || now - state.forwardedAt < TYPING_INTERVAL_MS) return;
    state.forwardedAt = now;
    app.realtime.toUser(otherId, 'typing', { conversationId, memberId });
  };
}

async function sendUndelivered(app: FastifyInstance, socket: SevaSocket): Promise<void> {
  const messages = await chatMessagesOf(app.db, await undeliveredTo(app.db, socket.data.user.id));
  for (const message of messages) socket.emit('message:new', message);
}

/**
 * Adds the chat's handlers to every authenticated socket (call once, from
 * the chat routes plugin); closing the app writes the receipts still queued.
 */
export function registerChatSocket(app: FastifyInstance): void {
  const receipts = deliveryQueue(
    (acks) => markDelivered(app.db, app.realtime, acks),
    (err, acks) => app.log.error({ err, receivers: acks.length }, 'delivery receipts not written'),
  );
  app.addHook('onClose', () => receipts.flush());
  app.realtime.onConnection(async (socket) => {
    const memberId = socket.data.user.id;
    const guarded =
      (event: string, handler: (payload: unknown) => Promise<unknown>) =>
      (payload: unknown): void => {
        handler(payload).catch((err: unknown) =>
          app.log.error({ err, customerId: memberId, event }, 'chat event failed'),
        );
      };

    socket.on(
      'message:delivered',
      guarded('message:delivered', async (payload) => {
        const parsed = deliveredEventSchema.safeParse(payload);
        if (parsed.success) receipts.add(memberId, parsed.data.ids);
      }),
    );
    socket.on('typing', guarded('typing', typingRelay(app, memberId)));
    await sendUndelivered(app, socket);
  });
}
