/**
 * Answering an interest (the connections issue; DOMAIN "Milan Sathi":
 * interest → accept / decline, access granted on acceptance): the receiver
 * accepts or declines a pending interest, the requester may withdraw
 * (cancel) it while it is pending.
 */
import { httpErrors } from '@fastify/sensible';
import { asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, type ConnectionItem } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { withReason } from '../../../plugins/errors.js';
import { isBlockedBetween } from '../shared/blocks.js';
import { findConnection, toConnectionItems } from './connection-items.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { milanConnections, milanProfiles, type ConnectionStatus } from '../tables.js';

export type ConnectionAction = 'accept' | 'decline' | 'cancel';

/** Who may take each action, and the status it leaves. */
const ACTIONS: Record<ConnectionAction, { by: 'receiver' | 'requester'; to: ConnectionStatus; message: string }> = {
  accept: { by: 'receiver', to: 'accepted', message: MESSAGES.connectionAccepted },
  decline: { by: 'receiver', to: 'declined', message: MESSAGES.connectionDeclined },
  cancel: { by: 'requester', to: 'cancelled', message: MESSAGES.connectionCancelled },
};

export interface ConnectionActionOutcome {
  message: string;
  /** The connection as the member who acted sees it now. */
  connection: ConnectionItem;
}

const notFound = () => withReason(httpErrors.notFound(MESSAGES.connectionNotFound), 'not_found');

/**
 * Member `actorId` takes `action` on connection `id` at `now`. The two
 * profiles are locked (in id order, as requestConnection does) and then the
 * connection row (select … for update), so parallel answers and an
 * accept-by-reply queue and only the first applies. Accept and decline set
 * `respondedAt`; cancel does not (the receiver never answered). `via` names the
 * family helper who acted for `actorId` (family/acting.ts), null when they did.
 * Throws, with `error` from CONNECTION_ACTION_ERRORS: 404 'not_found' (no
 * such connection, the actor is not its receiver — requester for cancel —,
 * either profile is missing or suspended, or a block stands between them);
 * 409 'not_pending' (it was already accepted, declined or cancelled).
 */
export async function actOnConnection(
  db: Db,
  links: PhotoLinks,
  actorId: string,
  id: string,
  action: ConnectionAction,
  via: string | null = null,
  now = new Date(),
): Promise<ConnectionActionOutcome> {
  const rule = ACTIONS[action];
  const found = await findConnection(db, id);
  if (!found || (rule.by === 'receiver' ? found.receiverId : found.requesterId) !== actorId) throw notFound();
  const { requesterId, receiverId } = found;

  const row = await db.transaction(async (tx) => {
    const profiles = await tx
      .select({ customerId: milanProfiles.customerId, suspendedAt: milanProfiles.suspendedAt })
      .from(milanProfiles)
      .where(inArray(milanProfiles.customerId, [requesterId, receiverId]))
      .orderBy(asc(milanProfiles.customerId))
      .for('update');
    if (profiles.length !== 2 || profiles.some((profile) => profile.suspendedAt)) throw notFound();
    if (await isBlockedBetween(tx, requesterId, receiverId)) throw notFound();

    const [locked] = await tx
      .select({ status: milanConnections.status })
      .from(milanConnections)
      .where(eq(milanConnections.id, id))
      .for('update');
    if (!locked) throw notFound();
    if (locked.status !== 'pending') {
      throw withReason(httpErrors.conflict(MESSAGES.connectionNotPending), 'not_pending');
    }
    const [updated] = await tx
      .update(milanConnections)
      .set({ status: rule.to, updatedAt: now, answeredVia: via, ...(action === 'cancel' ? {} : { respondedAt: now }) })
      .where(eq(milanConnections.id, id))
      .returning();
    if (!updated) throw new Error('the connection was not updated');
    return updated;
  });

  const [connection] = await toConnectionItems(db, links, actorId, [row]);
  if (!connection) throw notFound();
  return { message: rule.message, connection };
}
