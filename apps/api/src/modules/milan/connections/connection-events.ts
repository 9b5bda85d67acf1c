/**
 * Telling members about their connections (the connections issue: server
 * events for connection request and accepted; stored notifications for
 * requests and acceptances). Called after the connection's transaction
 * committed: the notification row is written, then the member's sockets hear
 * `notification:new` and the connection event (realtime.ts), so a member who
 * was offline still finds the notification.
 */
import { MESSAGE_TEMPLATES, MESSAGES } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import type { Realtime } from '../../../realtime/index.js';
import { notify } from '../../notifications/service.js';
import { connectionItem, findConnection } from './connection-items.js';
import type { PhotoLinks } from '../photos/photo-links.js';

/** Where an interest notification leads. */
export const CONNECTIONS_LINK = '/dashboard/connections';
/** Where an acceptance leads: the conversation (an accepted connection's id is its conversation's). */
export const conversationLink = (connectionId: string) => `/dashboard/messages/conversation/${connectionId}`;

/**
 * A new pending interest `connectionId`: its receiver gets a
 * `connection_request` notification and `connection:request` (the item as
 * they see it). Does nothing when the connection or a profile is gone.
 */
export async function announceRequest(
  db: Db,
  realtime: Realtime,
  links: PhotoLinks,
  connectionId: string,
): Promise<void> {
  const row = await findConnection(db, connectionId);
  if (!row) return;
  const item = await connectionItem(db, links, row.receiverId, connectionId);
  if (!item) return;
  await notify(db, realtime, row.receiverId, {
    kind: 'connection_request',
    title: MESSAGE_TEMPLATES.notifyInterest(item.member.firstName),
    body: item.message,
    link: CONNECTIONS_LINK,
  });
  realtime.toUser(row.receiverId, 'connection:request', item);
}

/**
 * Connection `connectionId` was accepted (by the accept route or by a reply
 * interest): its requester gets a `connection_accepted` notification leading
 * to the conversation and `connection:accepted` (the item as they see it).
 */
export async function announceAccepted(
  db: Db,
  realtime: Realtime,
  links: PhotoLinks,
  connectionId: string,
): Promise<void> {
  const row = await findConnection(db, connectionId);
  if (!row || row.status !== 'accepted') return;
  const item = await connectionItem(db, links, row.requesterId, connectionId);
  if (!item) return;
  await notify(db, realtime, row.requesterId, {
    kind: 'connection_accepted',
    title: MESSAGE_TEMPLATES.notifyAccepted(item.member.firstName),
    body: MESSAGES.notifyCanMessage,
    link: conversationLink(connectionId),
  });
  realtime.toUser(row.requesterId, 'connection:accepted', item);
}
