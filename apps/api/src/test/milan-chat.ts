/**
 * Test helpers for the chat: two members with a connection (accepted by
 * default) whose id is the conversation id, sending through the REST call a
 * device makes, a message row written straight into the table (for tests
 * that only count messages), and collecting the socket events a device
 * receives.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage, ServerToClientEvents } from '@seva/contracts';
import { injectAs, type LoggedIn } from './login.js';
import type { TestSocket } from './socket.js';
import { milanMessages, type ConnectionStatus } from '../modules/milan/tables.js';
import { createMember, insertConnection, insertPaidMembership, type Member } from './milan.js';

export interface Pair {
  /** Rahul, with a paid plan that includes messaging unless `paid: false`. */
  a: Member;
  /** Ananya, on the free plan. */
  b: Member;
  conversationId: string;
}

/** Two new members (a: Rahul, b: Ananya) connected with `status` (default accepted); `a` pays unless told not to. */
export async function connectedPair(
  app: FastifyInstance,
  options: { paid?: boolean; status?: ConnectionStatus } = {},
): Promise<Pair> {
  const a = await createMember(app, { gender: 'male' }, { firstName: 'Rahul', lastName: 'Verma' });
  const b = await createMember(app, { gender: 'female' }, { firstName: 'Ananya', lastName: 'Sharma' });
  if (options.paid ?? true) await insertPaidMembership(app, a.userId);
  return { a, b, conversationId: await insertConnection(app, a.userId, b.userId, options.status) };
}

/** POST /api/conversations/:id/messages as `who` (a fresh client id unless given). */
export const sendAs = (
  app: FastifyInstance,
  who: LoggedIn,
  conversationId: string,
  body: string,
  clientId = randomUUID(),
) =>
  injectAs(app, who.token, {
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { clientId, body },
  });

/** sendAs, answering the stored message; throws unless 200. */
export async function sent(
  app: FastifyInstance,
  who: LoggedIn,
  conversationId: string,
  body: string,
): Promise<ChatMessage> {
  const res = await sendAs(app, who, conversationId, body);
  if (res.statusCode !== 200) throw new Error(`send ${res.statusCode}: ${res.body}`);
  return res.json<{ message: ChatMessage }>().message;
}

/**
 * Writes a message row of conversation `values.connectionId` from
 * `values.senderId` to `values.receiverId` ("Namaste", a fresh client id,
 * unread unless `values` say otherwise). Answers the row.
 */
export async function insertMessage(
  app: FastifyInstance,
  values: Pick<typeof milanMessages.$inferInsert, 'connectionId' | 'senderId' | 'receiverId'> &
    Partial<typeof milanMessages.$inferInsert>,
) {
  const [row] = await app.db
    .insert(milanMessages)
    .values({ clientId: randomUUID(), body: 'Namaste', ...values })
    .returning();
  if (!row) throw new Error('the message was not written');
  return row;
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Every `event` `socket` receives from now on, and a wait for the first `count` of them. */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const items: Payload<E>[] = [];
  const waiters: (() => void)[] = [];
  socket.on(event, ((payload: Payload<E>) => {
    items.push(payload);
    for (const wake of waiters.splice(0)) wake();
  }) as never);
  return {
    items,
    /** Resolves with the first `count` items once that many arrived; rejects after `timeoutMs`. */
    async first(count: number, timeoutMs = 5000): Promise<Payload<E>[]> {
      const deadline = Date.now() + timeoutMs;
      while (items.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${items.length} of ${count} ${event} events within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return items.slice(0, count);
    },
  };
}

/** Waits `ms` milliseconds (to show that an event did not come). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
