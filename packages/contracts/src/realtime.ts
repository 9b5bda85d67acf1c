/**
 * The Socket.IO events between the API and the web (SPEC §4 "Realtime
 * socket": the client connects only while a user exists, with the stored
 * token as `auth.token`; SPEC leaves the server events unnamed, these are
 * ours). The socket lives at the API host, path SOCKET_PATH.
 */
import type { ChatMessage } from './milan-chat.js';
import type { ConnectionItem } from './milan-connections.js';
import type { Notification } from './notifications.js';

/** Socket.IO's HTTP path on the API host (under /api, so one proxy rule serves REST and the socket). */
export const SOCKET_PATH = '/api/socket.io';

/** Server → client. */
export interface ServerToClientEvents {
  /** A message in one of the member's conversations (theirs, echoed to their other devices, or the other member's). */
  'message:new': (message: ChatMessage) => void;
  /** The other member read the conversation up to `readAt`. */
  'message:read': (event: { conversationId: string; readerId: string; readAt: string }) => void;
  /** Messages reached a device of the receiver. */
  'message:delivered': (event: { conversationId: string; ids: string[]; deliveredAt: string }) => void;
  /** The other member is typing in a conversation (sent at most every few seconds while they type). */
  typing: (event: { conversationId: string; memberId: string }) => void;
  /** Someone sent the member an interest. */
  'connection:request': (connection: ConnectionItem) => void;
  /** An interest of the member's was accepted (or theirs accepted by reply). */
  'connection:accepted': (connection: ConnectionItem) => void;
  /** A stored notification was added. */
  'notification:new': (notification: Notification) => void;
}

/** Client → server. */
export interface ClientToServerEvents {
  /** The member is typing in `conversationId` (ignored unless it is theirs). */
  typing: (event: { conversationId: string }) => void;
  /** These messages reached this device (marks them delivered; the sender hears `message:delivered`). */
  'message:delivered': (event: { ids: string[] }) => void;
  /**
   * The Milan Sathi account this device acts for as a family helper (issue 22, decision 013; null: its own
   * only): with a live, accepted link the socket also hears that account's HELPER_EVENTS.
   */
  'milan:account': (event: { accountId: string | null }) => void;
}

/**
 * What a family helper's socket hears of the account it helps with: its interests and conversations. Not
 * `notification:new`: the bell stays the helper's own.
 */
export const HELPER_EVENTS: readonly (keyof ServerToClientEvents)[] = [
  'message:new',
  'message:read',
  'message:delivered',
  'typing',
  'connection:request',
  'connection:accepted',
];

/** The `connect_error` message when the handshake token is missing, invalid or logged out. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
