/**
 * Connections between members (SPEC §7 POST api/connections/request): an
 * interest from a requester to a receiver, pending until the receiver
 * accepts or declines (connection-actions.ts; the lists: connection-list.ts).
 * An accepted connection opens hidden photos and, with a paid plan, contact
 * details (the Milan Sathi issue, privacy): how two members stand is
 * shared/connection-state.ts, which photos, profiles and search read too.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES, type connectionRequestBodySchema } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { withReason } from '../../../plugins/errors.js';
import { isBlockedBetween } from '../shared/blocks.js';
import { connectionBetween } from '../shared/connection-state.js';
import { entitlementsOf } from '../membership/entitlements.js';
import { milanConnections, milanProfiles } from '../tables.js';

export type ConnectionRequestBody = z.output<typeof connectionRequestBodySchema>;

export const CONNECTION_SELF_MESSAGE = MESSAGES.connectionSelf;
export const ALREADY_CONNECTED_MESSAGE = MESSAGES.alreadyConnected;
export const CONNECTED_BY_REPLY_MESSAGE = MESSAGES.connectedByReply;

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Midnight of `now`'s calendar day in India (the daily request limit counts from here). */
export function startOfIndiaDay(now: Date): Date {
  return new Date(`${INDIA_DATE.format(now)}T00:00:00+05:30`);
}

export interface ConnectionRequestOutcome {
  _id: string;
  status: 'pending' | 'accepted';
  message: string;
}

/**
 * The note stored with an interest (issue 22): the body's `note` when it has
 * one, else its `message` (both trimmed, at most 300 characters, by the
 * contract). Plain text; only the two members read it with the interest.
 */
export const noteOf = (body: ConnectionRequestBody): string => body.note || body.message;

const notFound = () => withReason(httpErrors.notFound(MESSAGES.profileNotFound), 'not_found');

/**
 * `senderId` sends an interest to `receiverId` (SPEC §7 api/connections/request),
 * with an optional note (noteOf; issue 22) the receiver reads with it.
 * When the receiver had already sent the sender a pending interest, that one
 * is accepted instead. Both profiles are locked for the check-and-insert, so
 * parallel calls queue; the partial unique index on live pairs backs it.
 * Throws, with `error` from CONNECTION_ERRORS: 400 'self'; 409
 * 'profile_required' (the sender has no profile); 404 'not_found' (receiver
 * missing, suspended or blocked either way); 409 'already_connected';
 * 409 'duplicate' (a pending or accepted interest exists); 429 'daily_limit'
 * (the plan's requests per day, counted from midnight India time).
 * A suspended sender gets 403 MESSAGES.accountSuspended. `via` names the family
 * helper who sent it for `senderId` (family/acting.ts), null when they did.
 */
export async function requestConnection(
  db: Db,
  senderId: string,
  body: ConnectionRequestBody,
  via: string | null = null,
  now = new Date(),
): Promise<ConnectionRequestOutcome> {
  const { receiverId } = body;
  if (receiverId === senderId) throw withReason(httpErrors.badRequest(CONNECTION_SELF_MESSAGE), 'self');
  try {
    return await db.transaction(async (tx) => {
      const locked = await tx
        .select({ customerId: milanProfiles.customerId, suspendedAt: milanProfiles.suspendedAt })
        .from(milanProfiles)
        .where(inArray(milanProfiles.customerId, [senderId, receiverId]))
        .orderBy(asc(milanProfiles.customerId))
        .for('update');
      const sender = locked.find((row) => row.customerId === senderId);
      const receiver = locked.find((row) => row.customerId === receiverId);
      if (!sender) throw withReason(httpErrors.conflict(MESSAGES.profileRequired), 'profile_required');
      if (sender.suspendedAt) throw httpErrors.forbidden(MESSAGES.accountSuspended);
      if (!receiver || receiver.suspendedAt || (await isBlockedBetween(tx, senderId, receiverId))) throw notFound();

      const live = await tx
        .select({ id: milanConnections.id, requesterId: milanConnections.requesterId, status: milanConnections.status })
        .from(milanConnections)
        .where(and(connectionBetween(senderId, receiverId), inArray(milanConnections.status, ['pending', 'accepted'])));
      if (live.some((row) => row.status === 'accepted')) {
        throw withReason(httpErrors.conflict(ALREADY_CONNECTED_MESSAGE), 'already_connected');
      }
      if (live.some((row) => row.requesterId === senderId)) {
        throw withReason(httpErrors.conflict(MESSAGES.connectionDuplicate), 'duplicate');
      }
      const theirs = live.find((row) => row.requesterId === receiverId);
      if (theirs) {
        await tx
          .update(milanConnections)
          .set({ status: 'accepted', respondedAt: now, updatedAt: now, answeredVia: via })
          .where(eq(milanConnections.id, theirs.id));
        return { _id: theirs.id, status: 'accepted' as const, message: CONNECTED_BY_REPLY_MESSAGE };
      }

      const { requestsPerDay } = await entitlementsOf(tx, senderId, now);
      const [today] = await tx
        .select({ sent: count() })
        .from(milanConnections)
        .where(and(eq(milanConnections.requesterId, senderId), gte(milanConnections.createdAt, startOfIndiaDay(now))));
      if ((today?.sent ?? 0) >= requestsPerDay) {
        throw withReason(httpErrors.tooManyRequests(MESSAGES.connectionDailyLimit), 'daily_limit');
      }
      const [row] = await tx
        .insert(milanConnections)
        .values({
          requesterId: senderId,
          receiverId,
          message: noteOf(body),
          requestedVia: via,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: milanConnections.id });
      if (!row) throw new Error('the connection request was not saved');
      return { _id: row.id, status: 'pending' as const, message: MESSAGES.connectionSent };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'milan_connections_live_pair_key')) {
      throw withReason(httpErrors.conflict(MESSAGES.connectionDuplicate), 'duplicate');
    }
    throw error;
  }
}
